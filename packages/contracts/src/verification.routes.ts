// E-mail verification and password reset (docs/decisions/016-route-tables.md): public, since the
// user may be signed out; reset never tells whether an account exists. The new password's answer
// carries a token, so its handler says `Cache-Control: no-store`.
import { AuthResponseSchema, MyAccountResponseSchema } from './account.ts';
import { EmptyResponseSchema, ErrorResponseSchema } from './common.ts';
import { defineRoutes } from './route.ts';
import { EmailOnlyBodySchema, NewPasswordBodySchema, VerifyBodySchema } from './verification.ts';

/** A banned account (403) or too many codes tried or sent (429). */
const errors = { 403: ErrorResponseSchema, 429: ErrorResponseSchema };

export const verificationRoutes = defineRoutes('verification', {
  verify: {
    method: 'POST',
    path: '/api/account/verify',
    summary: 'Verify an e-mail with its code',
    access: 'public',
    body: VerifyBodySchema,
    response: MyAccountResponseSchema,
    errors,
  },
  resend: {
    method: 'POST',
    path: '/api/account/verify/resend',
    summary: 'Send a new verification code',
    access: 'public',
    body: EmailOnlyBodySchema,
    response: EmptyResponseSchema,
    errors,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/account/reset-password',
    summary: 'E-mail a password reset code (always 200)',
    access: 'public',
    body: EmailOnlyBodySchema,
    response: EmptyResponseSchema,
    errors,
  },
  newPassword: {
    method: 'POST',
    path: '/api/account/new-password',
    summary: 'Set a new password with a reset code',
    access: 'public',
    body: NewPasswordBodySchema,
    response: AuthResponseSchema,
    errors,
  },
});
