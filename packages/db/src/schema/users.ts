// Accounts (docs/spec/pages.md#data-shapes User) plus what only the server sees: hash, token version, timestamps.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from './access.ts';
import { editVersionColumns } from './edit-version.ts';
import { PLANS, PRESENCES, USER_STATUSES } from '@keel/contracts/user';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email').notNull().unique(),
    /** null for users an admin created: they set one through the reset flow. */
    passwordHash: text('password_hash'),
    photoUrl: text('photo_url'),
    phoneNumber: text('phone_number').notNull().default(''),
    country: text('country').notNull().default(''),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    company: text('company').notNull().default(''),
    /** A role key (packages/contracts/src/permissions.ts for the built-in ones). */
    role: text('role')
      .notNull()
      .default('member')
      .references(() => roles.key, { onUpdate: 'cascade' }),
    jobTitle: text('job_title').notNull().default(''),
    about: text('about').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    plan: text('plan', { enum: PLANS }).notNull().default('basic'),
    presence: text('presence', { enum: PRESENCES }).notNull().default('online'),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped to sign out every session of the user (password change, ban). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...editVersionColumns(),
  },
  (table) => [
    // List sorts end with the id (a stable order): a page's ids come from the index alone
    // (an expression index also needs its column for an index-only scan), in a status tab too.
    index('users_created_at_idx').on(table.createdAt, table.id, table.status),
    index('users_display_name_idx').on(
      sql`lower(${table.displayName})`,
      table.id,
      table.displayName,
      table.status,
    ),
    index('users_company_idx').on(
      sql`lower(${table.company})`,
      table.id,
      table.company,
      table.status,
    ),
    // The list's search (ILIKE '%text%') through pg_trgm instead of reading every row.
    index('users_display_name_trgm_idx').using('gin', table.displayName.op('gin_trgm_ops')),
    // The palette's "starts with" matches, bounded and in index order (search-sources.ts).
    index('users_display_name_prefix_idx').on(sql`lower(${table.displayName}) text_pattern_ops`),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('users_company_trgm_idx').using('gin', table.company.op('gin_trgm_ops')),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Failed sign-in attempts, counted per e-mail + IP for the lockout (docs/spec/pages.md#auth). */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_failures_key_created_idx').on(table.key, table.createdAt)],
);
