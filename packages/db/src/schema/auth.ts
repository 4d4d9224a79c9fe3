// Sign-in security (issue 22): attempt counters that decide atomically, server-side sessions
// (the token names one), the sign-in history, and TOTP second factors with recovery codes.
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per limited key (`login:<email>|<ip>`, `login-account:<email>` …). An attempt is one
 * upsert that counts and decides under the row's lock (apps/api/src/shared/attempt-limiter.ts),
 * so parallel requests cannot all read the same old count.
 */
export const authLimits = pgTable('auth_limits', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  /** Whether the latest attempt was let through (read back by the same statement). */
  admitted: boolean('admitted').notNull().default(true),
  lastAdmittedAt: timestamp('last_admitted_at', { withTimezone: true }).notNull().defaultNow(),
  /** Past the limit, keys with a growing delay admit one attempt at this time at the earliest. */
  nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in device: created at sign-in, named by the token's `sid`, ended by logout. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId, table.createdAt)],
);

export type SessionRow = typeof sessions.$inferSelect;

/** Every sign-in attempt that named an account or an address: the security centre's history. */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    success: boolean('success').notNull(),
    /** Why a failure failed: password, mfa, locked, banned. */
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_events_user_idx').on(table.userId, table.createdAt),
    index('sign_in_events_created_idx').on(table.createdAt),
  ],
);

export type SignInEventRow = typeof signInEvents.$inferSelect;

/** A user's TOTP secret (RFC 6238); `enabledAt` is set once a first code proved the set-up. */
export const mfaFactors = pgTable('mfa_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last time step accepted: a code is never accepted twice. */
  lastStep: integer('last_step').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per user, stored hashed. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('mfa_recovery_codes_user_idx').on(table.userId)],
);

/** Roles whose members must set up MFA before they can use the app (admin setting). */
export const mfaRequiredRoles = pgTable('mfa_required_roles', {
  role: text('role').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
