// The session's sign-ins that finish on other pages than the sign-in form: register (the register
// page) and the second step with MFA (mfa-step.tsx, loaded when a code is asked for). Apart from
// session.slice.ts so that their code is not in the sign-in page's first load (its 170 KB
// budget, bench/bundle-weight.mjs); the session reducer takes their `fulfilled` actions by type.
import type { RegisterBody } from '@keel/contracts/account';
import { accountRoutes } from '@keel/contracts/account.routes';
import type { RouteInput } from '@keel/contracts/route';
import { callRoute } from '../../lib/api-client.ts';
import { asyncThunk } from '../../lib/async-thunk.ts';
import { setSession } from './token.ts';

const routes = accountRoutes.routes;

/** The second step: the authenticator (or recovery) code completes the sign-in. */
export const loginMfa = asyncThunk(
  'session/loginMfa',
  async (body: RouteInput<typeof routes.loginMfa>['body']) => {
    const { accessToken, user } = await callRoute(routes.loginMfa, { body });
    setSession(accessToken);
    return user;
  },
);

export const register = asyncThunk('session/register', async (body: RegisterBody) => {
  const { accessToken, user } = await callRoute(routes.register, { body });
  setSession(accessToken);
  return user;
});
