// Sign-in and registration rules: argon2id; attempt limits that hold under parallel requests
// (shared/attempt-limiter.ts): per e-mail + address, per account across addresses (a growing
// delay past the ceiling), per address across e-mails (password spraying) and sign-ups per
// address; every sign-in attempt goes into the history; unique e-mail; no common passwords.
import { eq, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { AccountMessages, type RegisterBodySchema } from '@keel/contracts/account';
import type { Database } from '@keel/db/client';
import { users, type UserRow } from '@keel/db/schema/users';
import { slugify } from '@keel/contracts/slug';
import type { z } from 'zod';
import { createAttemptLimiter, type LimitRule } from '../../shared/attempt-limiter.ts';
import { conflict, badRequest, forbidden, HttpError } from '../../shared/http-error.ts';
import { assertPasswordAllowed } from '../../shared/password-policy.ts';
import { isUniqueViolation } from '../../shared/postgres-error.ts';
import { createSignInHistory } from './sign-in-history.ts';

const WINDOW_SECONDS = 15 * 60;
/** Attempts per e-mail from one address (docs/spec/pages.md#auth: the lockout is 10). */
export const LOGIN_PER_ADDRESS: LimitRule = { limit: 10, windowSeconds: WINDOW_SECONDS };
/**
 * Attempts per account from any address: past 20, one try after 15 s, 30 s, 1 min … up to
 * 15 min, so a spread-out attack slows to a crawl while the owner is never locked out for long.
 */
export const LOGIN_PER_ACCOUNT: LimitRule = {
  limit: 20,
  windowSeconds: WINDOW_SECONDS,
  backoff: { baseSeconds: 15, maxSeconds: WINDOW_SECONDS },
};
/** Failed sign-ins from one address, whatever the e-mail (successes are given back). */
const LOGIN_PER_IP: LimitRule = { limit: 50, windowSeconds: WINDOW_SECONDS };
// Verified when the e-mail is unknown, so both paths cost the same time.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$3uDuCi7Tu5bqj0/JuyoMVw$UFZub8VtLebQ0OMUAqwSqKr1Z7+MITXIJklpWbQ568o';

export interface Device {
  ip: string;
  userAgent: string;
}

export function createAccountService(db: Database, options: { signUpsPerHour: number }) {
  const limiter = createAttemptLimiter(db);
  const history = createSignInHistory(db);
  const userByEmail = db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare('account_user_by_email');

  async function uniqueSlug(displayName: string): Promise<string> {
    const base = slugify(displayName) || 'user';
    for (let attempt = 0; ; attempt += 1) {
      const candidate = attempt === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 6)}`;
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.slug, candidate));
      if (!taken) return candidate;
    }
  }

  return {
    /** Checks the password (when the limits admit the attempt) and records the attempt. */
    async login(email: string, password: string, device: Device): Promise<UserRow> {
      const keys: [string, LimitRule][] = [
        [`login:${email}|${device.ip}`, LOGIN_PER_ADDRESS],
        [`login-account:${email}`, LOGIN_PER_ACCOUNT],
        [`login-ip:${device.ip}`, LOGIN_PER_IP],
      ];
      try {
        await limiter.admitAll(keys);
      } catch (error) {
        if (error instanceof HttpError)
          await history.record({ email, ...device, success: false, reason: 'locked' });
        throw error;
      }
      const [row] = await userByEmail.execute({ email });
      const valid = await verify(row?.passwordHash ?? DUMMY_HASH, password).catch(() => false);
      if (!row || !row.passwordHash || !valid) {
        await history.record({
          email,
          userId: row?.id,
          ...device,
          success: false,
          reason: 'password',
        });
        throw badRequest(AccountMessages.invalidCredentials);
      }
      if (row.status === 'banned') {
        await history.record({
          email,
          userId: row.id,
          ...device,
          success: false,
          reason: 'banned',
        });
        throw forbidden(AccountMessages.banned);
      }
      await limiter.reset(keys[0]![0], keys[1]![0]);
      await limiter.refund(keys[2]![0]);
      return row;
    },

    /** The history of a completed sign-in (after MFA when it is on). */
    recordSignIn: (attempt: Parameters<typeof history.record>[0]) => history.record(attempt),

    /** Before anything else of a sign-up: the per-address limit and the password policy. */
    async checkSignUp(password: string, device: Device): Promise<void> {
      // Sign-ups per address (issue 22: 25 in one burst went through); the check is atomic.
      await limiter.admitAll([
        [`sign-up:${device.ip}`, { limit: options.signUpsPerHour, windowSeconds: 3600 }],
      ]);
      await assertPasswordAllowed(password, 'password');
    },

    /** `role` comes from the registration policy (modules/access/registration-policy.service.ts). */
    async register(
      input: Omit<z.output<typeof RegisterBodySchema>, 'inviteCode'>,
      options: { role: string; verified?: boolean },
    ): Promise<UserRow> {
      const [existing] = await userByEmail.execute({ email: input.email });
      if (existing)
        throw conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
      const displayName = `${input.firstName} ${input.lastName}`;
      const passwordHash = await hash(input.password);
      for (let attempt = 0; ; attempt += 1) {
        try {
          const [row] = await db
            .insert(users)
            .values({
              email: input.email,
              firstName: input.firstName,
              lastName: input.lastName,
              displayName,
              slug: await uniqueSlug(displayName),
              passwordHash,
              role: options.role,
              isVerified: options.verified ?? false,
            })
            .returning();
          return row!;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // Two registrations racing: for one e-mail the unique index decides; for one name the
          // slug was taken in between, so pick another.
          const [taken] = await userByEmail.execute({ email: input.email });
          if (taken || attempt >= 3)
            throw conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
        }
      }
    },
  };
}
