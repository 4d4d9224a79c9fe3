// GET /api/setup, asked once per page load: whether Keel needs its first admin, whether the demo
// data is there (only then does the sign-in form offer the demo login), and who may register.
import type { SetupStatus } from '@keel/contracts/access';
import { http } from '../../lib/http.ts';

let status: Promise<SetupStatus> | undefined;

export function setupStatus(): Promise<SetupStatus> {
  status ??= http.get<SetupStatus>('/api/setup').catch((error: unknown) => {
    status = undefined;
    throw error;
  });
  return status;
}

/** After the first admin is created the answer changed. */
export function forgetSetupStatus(): void {
  status = undefined;
}
