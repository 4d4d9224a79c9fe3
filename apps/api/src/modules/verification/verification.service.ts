// 6-digit codes for e-mail verification and password reset (docs/spec/pages.md#auth): stored as a salted
// hash, valid 15 minutes, single use, voided after 5 wrong tries; checks and sends are rate
// limited with the atomic limiter (shared/attempt-limiter.ts: a burst of parallel guesses is held
// to the limit). Codes leave by e-mail only (SMTP, or in demo mode the log + outbox), never
// into the Keel inbox, where a stolen access token could read them (issue 22).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  VerificationMessages,
} from '@keel/contracts/verification';
import { verificationCodes } from '@keel/db/schema/account-security';
import { users, type UserRow } from '@keel/db/schema/users';
import { createAttemptLimiter, type LimitRule } from '../../shared/attempt-limiter.ts';
import { badRequest } from '../../shared/http-error.ts';

export type CodePurpose = 'verify' | 'reset';

const WINDOW_SECONDS = 15 * 60;
/** Code checks per e-mail and address before 429 (each code also dies after 5 wrong tries). */
const CHECKS_PER_ADDRESS: LimitRule = { limit: 10, windowSeconds: WINDOW_SECONDS };
/** Code checks per e-mail from any address, then a growing delay. */
const CHECKS_PER_ACCOUNT: LimitRule = {
  limit: 20,
  windowSeconds: WINDOW_SECONDS,
  backoff: { baseSeconds: 15, maxSeconds: WINDOW_SECONDS },
};
/** Codes requested per e-mail, and per address, in the window. */
const SENDS_PER_EMAIL: LimitRule = { limit: 5, windowSeconds: WINDOW_SECONDS };
const SENDS_PER_IP: LimitRule = { limit: 30, windowSeconds: WINDOW_SECONDS };

function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(stored: string, code: string): boolean {
  const [salt] = stored.split(':');
  const expected = Buffer.from(stored);
  const given = Buffer.from(hashCode(code, salt));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const MAILS: Record<CodePurpose, { subject: string; body: (code: string) => string }> = {
  verify: {
    subject: 'Your Keel verification code',
    body: (code) =>
      `Your verification code is ${code}.\n\nEnter it on the "Please check your email!" page (/auth/verify). It expires in ${CODE_TTL_MINUTES} minutes and works once.`,
  },
  reset: {
    subject: 'Your Keel password reset code',
    body: (code) =>
      `Your password reset code is ${code}.\n\nEnter it with your new password on /auth/new-password. It expires in ${CODE_TTL_MINUTES} minutes and works once. If you did not ask for it, ignore this e-mail.`,
  },
};

export function createVerificationService(app: Pick<FastifyInstance, 'db' | 'mailer'>) {
  const { db } = app;
  const userByEmail = db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare('verification_user_by_email');

  const limiter = createAttemptLimiter(db);

  return {
    findUser: async (email: string): Promise<UserRow | undefined> =>
      (await userByEmail.execute({ email }))[0],

    /** Replaces any earlier code of that purpose and e-mails the new one. */
    async issue(
      user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
      purpose: CodePurpose,
    ): Promise<void> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        await tx
          .delete(verificationCodes)
          .where(
            and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, purpose)),
          );
        await tx.insert(verificationCodes).values({
          userId: user.id,
          purpose,
          codeHash: hashCode(code),
          expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
        });
      });
      const mail = MAILS[purpose];
      await app.mailer.send({
        to: user.email,
        subject: mail.subject,
        text: `Hi ${user.firstName},\n\n${mail.body(code)}`,
        secret: true,
      });
    },

    /** Counts a code request; 429 when an e-mail or an address asks too often. */
    async limitSends(email: string, ip: string): Promise<void> {
      await limiter.admitAll([
        [`code-send:${email}`, SENDS_PER_EMAIL],
        [`code-send-ip:${ip}`, SENDS_PER_IP],
      ]);
    },

    /** Checks and burns a code; the user on success, else 400 "Invalid or expired code". */
    async consume(email: string, code: string, purpose: CodePurpose, ip: string): Promise<UserRow> {
      const addressKey = `code-check:${email}|${ip}`;
      const accountKey = `code-check-account:${email}`;
      // The attempt is recorded and decided before anything is compared.
      await limiter.admitAll([
        [addressKey, CHECKS_PER_ADDRESS],
        [accountKey, CHECKS_PER_ACCOUNT],
      ]);
      const invalid = () =>
        badRequest(VerificationMessages.invalidCode, { code: VerificationMessages.invalidCode });
      const [user] = await userByEmail.execute({ email });
      if (!user) throw invalid();
      // Take one of the code's tries in the same statement that checks some are left: parallel
      // guesses cannot all see the same count.
      const [stored] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.userId, user.id),
            eq(verificationCodes.purpose, purpose),
            gt(verificationCodes.expiresAt, new Date()),
            lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
          ),
        )
        .returning();
      if (!stored) throw invalid();
      if (!codeMatches(stored.codeHash, code)) {
        if (stored.attempts >= CODE_MAX_ATTEMPTS) {
          await db.delete(verificationCodes).where(eq(verificationCodes.id, stored.id));
        }
        throw invalid();
      }
      // Single use: whoever deletes the row first wins a race between two requests.
      const burned = await db
        .delete(verificationCodes)
        .where(eq(verificationCodes.id, stored.id))
        .returning({ id: verificationCodes.id });
      if (burned.length === 0) throw invalid();
      await limiter.reset(addressKey, accountKey);
      return user;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
