// E-mail verification and password reset calls (packages/contracts/src/verification.routes.ts),
// through the typed client: the auth pages stay without RTK Query, like the sign-in page.
import type { NewPasswordBody, VerifyBody } from '@keel/contracts/verification';
import { verificationRoutes } from '@keel/contracts/verification.routes';
import { callRoute } from '../../lib/api-client.ts';

const routes = verificationRoutes.routes;

export const verificationApi = {
  verify: (body: VerifyBody) => callRoute(routes.verify, { body }),
  resend: (email: string) => callRoute(routes.resend, { body: { email } }),
  resetPassword: (email: string) => callRoute(routes.resetPassword, { body: { email } }),
  newPassword: (body: NewPasswordBody) => callRoute(routes.newPassword, { body }),
};
