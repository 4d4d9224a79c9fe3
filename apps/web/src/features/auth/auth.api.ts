// The seed's account calls, the second sign-in step with MFA, and logout
// (packages/contracts/src/account.routes.ts), called straight through the typed client: the
// session slice runs on the sign-in page, which must not load RTK Query (lib/api.ts).
import { accountRoutes } from '@keel/contracts/account.routes';
import type { LoginBody, RegisterBody } from '@keel/contracts/account';
import type { RouteInput, RouteOutput } from '@keel/contracts/route';
import { callRoute } from '../../lib/api-client.ts';

const routes = accountRoutes.routes;

/** With MFA on, login answers this instead of a token. */
export type MfaChallenge = Extract<RouteOutput<typeof routes.login>, { mfaRequired: true }>;
export type MfaLoginBody = RouteInput<typeof routes.loginMfa>['body'];

export const authApi = {
  login: (body: LoginBody) => callRoute(routes.login, { body }),
  loginMfa: (body: MfaLoginBody) => callRoute(routes.loginMfa, { body }),
  register: (body: RegisterBody) => callRoute(routes.register, { body }),
  myAccount: () => callRoute(routes.myAccount),
  logout: () => callRoute(routes.logout),
};
