// The setup status (packages/contracts/src/access.routes.ts), asked once per page load: whether
// Keel needs its first admin, whether the demo data is there (only then does the sign-in form
// offer the demo login), and who may register. The sign-in page asks it, so it goes through the
// typed client alone: RTK Query is not on that page (lib/api.ts).
import type { SetupStatus } from '@keel/contracts/access';
import { accessPublicRoutes } from '@keel/contracts/access-public.routes';
import { callRoute } from '../../lib/api-client.ts';

let status: Promise<SetupStatus> | undefined;

export function setupStatus(): Promise<SetupStatus> {
  status ??= callRoute(accessPublicRoutes.routes.setupStatus).catch((error: unknown) => {
    status = undefined;
    throw error;
  });
  return status;
}

/** After the first admin is created the answer changed. */
export function forgetSetupStatus(): void {
  status = undefined;
}
