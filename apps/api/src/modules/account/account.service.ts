// Sign-in and registration rules: argon2id, lockout after repeated failures (per e-mail and IP,
// and per IP across e-mails against password spraying), unique e-mail.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { AccountMessages, type RegisterBodySchema } from '@keel/contracts/account';
import type { Database } from '@keel/db/client';
import { authFailures, users, type UserRow } from '@keel/db/schema/users';
import { slugify } from '@keel/contracts/slug';
import type { z } from 'zod';
import { conflict, badRequest, forbidden, tooManyRequests } from '../../shared/http-error.ts';
import { isUniqueViolation } from '../../shared/postgres-error.ts';

const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
const LOCKOUT_MAX_FAILURES = 10;
/** Failed sign-ins from one IP, whatever the e-mail, before that IP is refused for the window. */
const IP_MAX_FAILURES = 50;
// Verified when the e-mail is unknown, so both paths cost the same time.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$3uDuCi7Tu5bqj0/JuyoMVw$UFZub8VtLebQ0OMUAqwSqKr1Z7+MITXIJklpWbQ568o';

export function createAccountService(db: Database) {
  const userByEmail = db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare('account_user_by_email');

  async function recentFailures(key: string): Promise<number> {
    const since = new Date(Date.now() - LOCKOUT_WINDOW_MS);
    const [row] = await db
      .select({ value: count() })
      .from(authFailures)
      .where(and(eq(authFailures.key, key), gt(authFailures.createdAt, since)));
    return row?.value ?? 0;
  }

  async function uniqueSlug(displayName: string): Promise<string> {
    const base = slugify(displayName) || 'user';
    for (let attempt = 0; ; attempt += 1) {
      const candidate = attempt === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 6)}`;
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.slug, candidate));
      if (!taken) return candidate;
    }
  }

  return {
    async login(email: string, password: string, ip: string): Promise<UserRow> {
      const key = `${email}|${ip}`;
      const ipKey = `login-ip|${ip}`;
      const [accountFailures, ipFailures] = await Promise.all([recentFailures(key), recentFailures(ipKey)]);
      if (accountFailures >= LOCKOUT_MAX_FAILURES || ipFailures >= IP_MAX_FAILURES) throw tooManyRequests();
      const [row] = await userByEmail.execute({ email });
      const valid = await verify(row?.passwordHash ?? DUMMY_HASH, password).catch(() => false);
      if (!row || !row.passwordHash || !valid) {
        await db.insert(authFailures).values([{ key }, { key: ipKey }]);
        throw badRequest(AccountMessages.invalidCredentials);
      }
      if (row.status === 'banned') throw forbidden(AccountMessages.banned);
      await db.delete(authFailures).where(eq(authFailures.key, key));
      return row;
    },

    /** `role` comes from the registration policy (modules/access/registration-policy.ts). */
    async register(
      input: Omit<z.output<typeof RegisterBodySchema>, 'inviteCode'>,
      options: { role: string; verified?: boolean },
    ): Promise<UserRow> {
      const [existing] = await userByEmail.execute({ email: input.email });
      if (existing) throw conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
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
          if (taken || attempt >= 3) throw conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
        }
      }
    },
  };
}
