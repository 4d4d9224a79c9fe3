// Sign-in security (issue 22): sessions, the sign-in history, MFA (TOTP + recovery codes),
// re-authentication for sensitive changes, and the password policy's message.
import { z } from 'zod';
import { pageFields } from './common.ts';
import { UserSchema } from './user.ts';

export const SessionSchema = z.object({
  id: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;
export const SessionsResponseSchema = z.object({ sessions: z.array(SessionSchema) });

export const SessionParamsSchema = z.object({ id: z.uuid({ error: 'Must be a valid id' }) });
export const UserSessionsParamsSchema = z.object({
  userId: z.uuid({ error: 'Must be a valid id' }),
});
export const EndedSessionsResponseSchema = z.object({ ended: z.number().int() });

export const SignInEventSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  success: z.boolean(),
  /** Why a failure failed: password, mfa, locked, banned; '' on success. */
  reason: z.string(),
  createdAt: z.string(),
});
export type SignInEvent = z.infer<typeof SignInEventSchema>;
export const SignInsQuerySchema = z.object({
  ...pageFields({ pageSize: 20 }),
  userId: z.uuid({ error: 'Must be a valid id' }).optional(),
});
export const SignInsResponseSchema = z.object({
  signIns: z.array(SignInEventSchema),
  total: z.number().int(),
});

const MfaCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(32, 'Invalid code');

/** Current password or an MFA code (authenticator or recovery code), for a sensitive change. */
export const ReauthSchema = z
  .object({
    currentPassword: z.string().max(128).optional(),
    mfaCode: MfaCodeSchema.optional(),
  })
  .refine((value) => Boolean(value.currentPassword || value.mfaCode), {
    message: 'Enter your current password',
    path: ['currentPassword'],
  });
export type Reauth = z.input<typeof ReauthSchema>;

/** With MFA on, login answers this instead of a token (no access token at all). */
export const MfaChallengeResponseSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
});
export const MfaLoginBodySchema = z.object({
  mfaToken: z.string().min(1).max(2000),
  code: MfaCodeSchema,
});

export const MfaStatusResponseSchema = z.object({
  enabled: z.boolean(),
  /** The user's role requires MFA (admin setting). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export const MfaSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** An SVG QR code as a data: URL, rendered by the server (no third-party service). */
  qrCode: z.string(),
});
export const MfaEnableBodySchema = z.object({ code: MfaCodeSchema });
export const RecoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const MfaDisableBodySchema = ReauthSchema;

export const MfaRolesResponseSchema = z.object({ roles: z.array(z.string()) });
export const MfaRolesBodySchema = z.object({ roles: z.array(z.string().min(1).max(64)).max(50) });

export const LogoutResponseSchema = z.object({});
export const AuthUserResponseSchema = z.object({ accessToken: z.string(), user: UserSchema });

export const AuthSecurityMessages = {
  passwordTooCommon: 'This password is too common or easy to guess. Choose a less predictable one.',
  reauthRequired: 'Enter your current password to confirm this change.',
  reauthFailed: 'The password or code is incorrect.',
  invalidMfaCode: 'Invalid authentication code.',
  mfaExpired: 'The sign-in took too long. Sign in again.',
  mfaNotSetUp: 'Set up two-factor authentication first.',
  mfaRequiredByRole: 'Your role requires two-factor authentication; it cannot be turned off.',
  mfaSetupRequired: 'Your role requires two-factor authentication. Set it up to continue.',
} as const;
