// The session's account calls on the sign-in page: sign in, my account, logout
// (packages/contracts/src/account.routes.ts; register and the MFA step are in session-steps.ts),
// called straight through the typed client: the sign-in page must not load RTK Query
// (lib/api.ts).
import { accountRoutes } from '@keel/contracts/account.routes';
import type { LoginBody } from '@keel/contracts/account';
import type { RouteOutput } from '@keel/contracts/route';
import { callRoute } from '../../lib/api-client.ts';

const routes = accountRoutes.routes;

/** With MFA on, login answers this instead of a token. */
export type MfaChallenge = Extract<RouteOutput<typeof routes.login>, { mfaRequired: true }>;

export const authApi = {
  login: (body: LoginBody) => callRoute(routes.login, { body }),
  myAccount: () => callRoute(routes.myAccount),
  logout: () => callRoute(routes.logout),
};
