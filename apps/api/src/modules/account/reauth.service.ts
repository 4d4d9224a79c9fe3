// Re-authentication for sensitive changes (issue 22): changing the e-mail or the password,
// turning MFA off and creating API tokens ask for the current password or an MFA code, so a
// stolen access token alone cannot take the account over. Guesses are limited per user with
// the atomic limiter. Other modules call `verifyReauth(request, body)` (e.g. the API tokens).
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthSecurityMessages } from '@keel/contracts/auth-security';
import { users } from '@keel/db/schema/users';
import { createAttemptLimiter, type LimitRule } from '../../shared/attempt-limiter.ts';
import { badRequest } from '../../shared/http-error.ts';
import { createMfaService } from './mfa.service.ts';

export interface ReauthProof {
  currentPassword?: string;
  mfaCode?: string;
}

/** Wrong passwords or codes per user before 429 (docs/spec/pages.md#auth's lockout size). */
export const REAUTH_RULE: LimitRule = { limit: 10, windowSeconds: 15 * 60 };

export function createReauth(app: Pick<FastifyInstance, 'db' | 'mfaSecrets'>) {
  const limiter = createAttemptLimiter(app.db);
  const mfa = createMfaService(app);

  /** Resolves when the proof is right; else 400 on the field that was given, or 429. */
  return async function verifyReauth(
    request: FastifyRequest,
    proof: ReauthProof,
    field = 'currentPassword',
  ): Promise<void> {
    const userId = request.user.id;
    if (!proof.currentPassword && !proof.mfaCode) {
      throw badRequest(AuthSecurityMessages.reauthRequired, {
        [field]: AuthSecurityMessages.reauthRequired,
      });
    }
    const key = `reauth:${userId}`;
    await limiter.admitAll([[key, REAUTH_RULE]]);
    let valid = false;
    if (proof.mfaCode) valid = await mfa.verifyCode(userId, proof.mfaCode);
    if (!valid && proof.currentPassword) {
      const [row] = await app.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      valid = row?.passwordHash
        ? await verify(row.passwordHash, proof.currentPassword).catch(() => false)
        : false;
    }
    if (!valid) {
      const failed = proof.currentPassword ? field : 'mfaCode';
      throw badRequest(AuthSecurityMessages.reauthFailed, {
        [failed]: AuthSecurityMessages.reauthFailed,
      });
    }
    await limiter.reset(key);
  };
}

export type VerifyReauth = ReturnType<typeof createReauth>;
