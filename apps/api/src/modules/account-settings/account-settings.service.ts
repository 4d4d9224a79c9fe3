// The signed-in user's own settings: general fields, notification settings, social links,
// password change (other sessions end) and the plan with its billing invoices.
import { hash, verify } from '@node-rs/argon2';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AccountMessagesExtra,
  type AccountFieldsSchema,
  type BillingInvoice,
  type NotificationSettings,
} from '@keel/contracts/account-settings';
import { planPrice, type BillingCycle, type Plan } from '@keel/contracts/plans';
import type { User } from '@keel/contracts/user';
import { UserMessages, type SocialLinks } from '@keel/contracts/users';
import { billingInvoices, type BillingInvoiceRow } from '@keel/db/schema/account-security';
import { notificationSettings, userProfiles } from '@keel/db/schema/profiles';
import { users, type UserRow } from '@keel/db/schema/users';
import type { z } from 'zod';
import { createAttemptLimiter, type LimitRule } from '../../shared/attempt-limiter.ts';
import { badRequest, conflict } from '../../shared/http-error.ts';
import { assertPasswordAllowed } from '../../shared/password-policy.ts';
import { isUniqueViolation } from '../../shared/postgres-error.ts';
import { toUser } from '../../shared/user-mapper.ts';
import { toSocialLinks } from '../profile/profile.service.ts';
import { createReauth, type ReauthProof } from '../account/reauth.service.ts';
import { createVerificationService } from '../verification/verification.service.ts';
import {
  checkVersion,
  nextVersion,
  staleVersion,
  unchangedSince,
} from '../../shared/edit-version.ts';

/** Old-password guesses per user (recorded and decided atomically: a burst is held to 10). */
const CHANGE_PASSWORD_RULE: LimitRule = { limit: 10, windowSeconds: 15 * 60 };

const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  activityComments: true,
  activityAnswers: true,
  activityFollows: false,
  applicationNews: true,
  applicationProduct: false,
  applicationBlog: false,
};

export function toBillingInvoice(row: BillingInvoiceRow): BillingInvoice {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    plan: row.plan,
    billingCycle: row.billingCycle,
    price: Number(row.price),
  } satisfies BillingInvoice;
}

export function createAccountSettingsService(
  app: Pick<FastifyInstance, 'db' | 'auth' | 'mailer' | 'mfaSecrets'>,
) {
  const { db } = app;
  const verification = createVerificationService(app);
  const limiter = createAttemptLimiter(db);
  const verifyReauth = createReauth(app);

  return {
    async update(
      request: FastifyRequest,
      changes: Partial<z.output<typeof AccountFieldsSchema>>,
      proof: ReauthProof,
      version?: number,
    ): Promise<User> {
      const me = request.user;
      const [current] = await db.select().from(users).where(eq(users.id, me.id));
      if (!current) throw badRequest('Account not found');
      await checkVersion(db, current, version, () => toUser(current));
      const { photoURL, coverUrl, school, ...fields } = changes;
      const emailChanged = fields.email !== undefined && fields.email !== current.email;
      // A stolen token alone must not move the account to another address (issue 22).
      if (emailChanged) await verifyReauth(request, proof);
      if (emailChanged) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, fields.email!), ne(users.id, me.id)));
        if (taken) throw conflict(UserMessages.emailInUse, { email: UserMessages.emailInUse });
      }
      const next: Partial<UserRow> = { ...fields, ...nextVersion(current, me.id) };
      if (photoURL !== undefined) next.photoUrl = photoURL;
      if (fields.firstName !== undefined || fields.lastName !== undefined) {
        next.displayName = `${fields.firstName ?? current.firstName} ${fields.lastName ?? current.lastName}`;
      }
      // A new address must be proved again (docs/spec/pages.md#account General).
      if (emailChanged) next.isVerified = false;
      const row = await db
        .transaction(async (tx) => {
          const [updated] = await tx
            .update(users)
            .set(next)
            .where(and(eq(users.id, me.id), unchangedSince(users.version, current, version)))
            .returning();
          // Changed elsewhere (another tab, an admin) between the check and the write.
          if (!updated) {
            const [now = current] = await tx.select().from(users).where(eq(users.id, me.id));
            throw await staleVersion(tx, now, toUser(now));
          }
          if (coverUrl !== undefined || school !== undefined) {
            const profile = {
              ...(coverUrl !== undefined && { coverUrl }),
              ...(school !== undefined && { school }),
            };
            await tx
              .insert(userProfiles)
              .values({ userId: me.id, ...profile })
              .onConflictDoUpdate({ target: userProfiles.userId, set: profile });
          }
          return updated!;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error))
            throw conflict(UserMessages.emailInUse, { email: UserMessages.emailInUse });
          throw error;
        });
      await app.auth.invalidateUser(me.id);
      if (emailChanged) await verification.issue(row, 'verify');
      return toUser(row);
    },

    async notificationSettings(userId: string): Promise<NotificationSettings> {
      const [row] = await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      if (!row) return DEFAULT_NOTIFICATION_SETTINGS;
      const { userId: _owner, ...settings } = row;
      return settings satisfies NotificationSettings;
    },

    async updateNotificationSettings(
      userId: string,
      changes: Partial<NotificationSettings>,
    ): Promise<NotificationSettings> {
      const [row] = await db
        .insert(notificationSettings)
        .values({ ...DEFAULT_NOTIFICATION_SETTINGS, ...changes, userId })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...changes, userId } })
        .returning();
      const { userId: _owner, ...settings } = row!;
      return settings satisfies NotificationSettings;
    },

    async socialLinks(userId: string): Promise<SocialLinks> {
      const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
      return toSocialLinks(row ?? null);
    },

    async updateSocialLinks(userId: string, changes: Partial<SocialLinks>): Promise<SocialLinks> {
      const [row] = await db
        .insert(userProfiles)
        .values({ ...changes, userId })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { ...changes, userId } })
        .returning();
      return toSocialLinks(row!);
    },

    /** Checks the old password, stores the new one and ends every other session. */
    async changePassword(
      request: FastifyRequest,
      oldPassword: string,
      newPassword: string,
    ): Promise<UserRow> {
      const me = request.user;
      const key = `change-password:${me.id}`;
      await limiter.admitAll([[key, CHANGE_PASSWORD_RULE]]);
      const [current] = await db.select().from(users).where(eq(users.id, me.id));
      const valid = current?.passwordHash
        ? await verify(current.passwordHash, oldPassword).catch(() => false)
        : false;
      if (!current || !valid) {
        throw badRequest(AccountMessagesExtra.oldPasswordIncorrect, {
          oldPassword: AccountMessagesExtra.oldPasswordIncorrect,
        });
      }
      await limiter.reset(key);
      await assertPasswordAllowed(newPassword, 'newPassword');
      const [row] = await db
        .update(users)
        .set({
          passwordHash: await hash(newPassword),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, me.id))
        .returning();
      // The other sessions end (their sockets close); this one goes on with a new token.
      await app.auth.endSessions(me.id, { exceptSessionId: request.sessionId });
      return row!;
    },

    async billingInvoices(userId: string, page: number, pageSize: number) {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(billingInvoices)
          .where(eq(billingInvoices.userId, userId))
          .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: count() })
          .from(billingInvoices)
          .where(eq(billingInvoices.userId, userId)),
      ]);
      return { billingInvoices: rows.map(toBillingInvoice), total: totals?.total ?? 0 };
    },

    /** No real charge: a paid plan records a billing invoice; the free plan bills nothing. */
    async choosePlan(me: User, plan: Plan, billingCycle: BillingCycle, cardId?: string) {
      return db
        .transaction(async (tx) => {
          const [row] = await tx
            .update(users)
            .set({ plan, updatedAt: new Date() })
            .where(eq(users.id, me.id))
            .returning();
          let invoice: BillingInvoice | null = null;
          if (plan !== 'basic') {
            const [created] = await tx
              .insert(billingInvoices)
              .values({
                userId: me.id,
                plan,
                billingCycle,
                price: planPrice(plan, billingCycle),
                cardId: cardId ?? null,
              })
              .returning();
            invoice = toBillingInvoice(created!);
          }
          return { user: toUser(row!), billingInvoice: invoice };
        })
        .finally(() => app.auth.invalidateUser(me.id));
    },
  };
}
