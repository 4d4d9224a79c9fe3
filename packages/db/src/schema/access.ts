// The access model (docs/spec/product.md#security-and-access): roles, the workspace settings an admin changes, and
// invitations for invite-only registration. Built-in roles have rows too (so users.role can
// reference them) but their permissions come from packages/contracts/src/permissions.ts.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  /** `admin`, `manager`, `member`, or a custom role's slug. */
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Custom roles only; ignored for built-in ones. */
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  builtIn: boolean('built_in').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RoleRow = typeof roles.$inferSelect;

/** One row per setting: `demoSeededAt` (the seed ran once), `defaultRole`. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Deleting a custom role withdraws its invitations. */
    role: text('role')
      .notNull()
      .references(() => roles.key, { onUpdate: 'cascade', onDelete: 'cascade' }),
    /** sha256 of the code, hex: the code itself is shown once, in the link. */
    codeHash: text('code_hash').notNull().unique(),
    invitedBy: uuid('invited_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitations_email_idx').on(sql`lower(${table.email})`)],
);

export type InvitationRow = typeof invitations.$inferSelect;
