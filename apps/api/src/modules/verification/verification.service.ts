// 6-digit codes for e-mail verification and password reset (pages.md §3): stored as a salted
// hash, valid 15 minutes, single use, voided after 5 wrong tries; checks and sends are rate
// limited. Codes leave by e-mail (SMTP, or the log + outbox).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  VerificationMessages,
} from '@keel/contracts/verification';
import { verificationCodes } from '@keel/db/schema/account-security';
import { authFailures, users, type UserRow } from '@keel/db/schema/users';
import { badRequest, tooManyRequests } from '../../shared/http-error.ts';

export type CodePurpose = 'verify' | 'reset';

const WINDOW_MS = 15 * 60 * 1000;
/** Wrong codes per e-mail and IP before 429 (each code also dies after 5 wrong tries). */
const MAX_CHECK_FAILURES = 10;
/** Codes requested per e-mail, and per IP, in the window. */
const MAX_SENDS_PER_EMAIL = 5;
const MAX_SENDS_PER_IP = 30;

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

  async function attempts(key: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(authFailures)
      .where(
        and(
          eq(authFailures.key, key),
          gt(authFailures.createdAt, new Date(Date.now() - WINDOW_MS)),
        ),
      );
    return row?.value ?? 0;
  }

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
      });
    },

    /** Counts a code request; 429 when an e-mail or an IP asks too often. */
    async limitSends(email: string, ip: string): Promise<void> {
      const emailKey = `code-send:${email}`;
      const ipKey = `code-send-ip:${ip}`;
      if (
        (await attempts(emailKey)) >= MAX_SENDS_PER_EMAIL ||
        (await attempts(ipKey)) >= MAX_SENDS_PER_IP
      ) {
        throw tooManyRequests();
      }
      await db.insert(authFailures).values([{ key: emailKey }, { key: ipKey }]);
    },

    /** Checks and burns a code; the user on success, else 400 "Invalid or expired code". */
    async consume(email: string, code: string, purpose: CodePurpose, ip: string): Promise<UserRow> {
      const failureKey = `code-check:${email}|${ip}`;
      if ((await attempts(failureKey)) >= MAX_CHECK_FAILURES) throw tooManyRequests();
      const invalid = async () => {
        await db.insert(authFailures).values({ key: failureKey });
        return badRequest(VerificationMessages.invalidCode, {
          code: VerificationMessages.invalidCode,
        });
      };
      const [user] = await userByEmail.execute({ email });
      if (!user) throw await invalid();
      const [stored] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.userId, user.id),
            eq(verificationCodes.purpose, purpose),
            gt(verificationCodes.expiresAt, new Date()),
          ),
        );
      if (!stored) throw await invalid();
      if (!codeMatches(stored.codeHash, code)) {
        if (stored.attempts + 1 >= CODE_MAX_ATTEMPTS) {
          await db.delete(verificationCodes).where(eq(verificationCodes.id, stored.id));
        } else {
          await db
            .update(verificationCodes)
            .set({ attempts: sql`${verificationCodes.attempts} + 1` })
            .where(eq(verificationCodes.id, stored.id));
        }
        throw await invalid();
      }
      // Single use: whoever deletes the row first wins a race between two requests.
      const burned = await db
        .delete(verificationCodes)
        .where(eq(verificationCodes.id, stored.id))
        .returning({ id: verificationCodes.id });
      if (burned.length === 0) throw await invalid();
      await db.delete(authFailures).where(eq(authFailures.key, failureKey));
      return user;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
