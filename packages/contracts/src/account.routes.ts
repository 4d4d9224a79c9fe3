// The seed's account calls (docs/decisions/016-route-tables.md): sign in, the second sign-in
// step with MFA, register, my account and logout. The public ones carry a token or account data,
// so their handlers answer `Cache-Control: no-store` (the auth guard does it for signed-in ones).
import {
  AuthResponseSchema,
  LoginBodySchema,
  MyAccountResponseSchema,
  RegisterBodySchema,
} from './account.ts';
import {
  LogoutResponseSchema,
  MfaChallengeResponseSchema,
  MfaLoginBodySchema,
} from './auth-security.ts';
import { ErrorResponseSchema } from './common.ts';
import { defineRoutes } from './route.ts';

/** What a sign-in may answer besides 400: wrong password or expired step, banned, locked, too many tries. */
const signInErrors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export const accountRoutes = defineRoutes('account', {
  login: {
    method: 'POST',
    path: '/api/account/login',
    summary:
      'Sign in; with MFA on, answers an MFA token for POST /api/account/login/mfa instead of an access token',
    access: 'public',
    body: LoginBodySchema,
    response: AuthResponseSchema.or(MfaChallengeResponseSchema),
    errors: signInErrors,
  },
  loginMfa: {
    method: 'POST',
    path: '/api/account/login/mfa',
    summary: 'Second sign-in step: an authenticator or recovery code',
    access: 'public',
    body: MfaLoginBodySchema,
    response: AuthResponseSchema,
    errors: signInErrors,
  },
  register: {
    method: 'POST',
    path: '/api/account/register',
    summary: 'Create an account',
    access: 'public',
    body: RegisterBodySchema,
    response: AuthResponseSchema,
    errors: signInErrors,
  },
  myAccount: {
    method: 'GET',
    path: '/api/account/my-account',
    summary: 'The signed-in account',
    access: 'signed-in',
    allowUnverified: true,
    mfaSetup: true,
    response: MyAccountResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/account/logout',
    summary: 'Sign out: ends this session (its token stops working at once)',
    access: 'signed-in',
    allowUnverified: true,
    mfaSetup: true,
    response: LogoutResponseSchema,
  },
});
