// The audit trail and personal API tokens (issue 21). audit_log is written only by the row
// triggers of migration `*_audit_tokens.sql` (docs/decisions/010-audit-trail-by-triggers.md):
// the change and its record commit or roll back together. No foreign keys: a deleted user or
// record keeps its history.
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    /** The API token that made the call; null for a signed-in session. */
    tokenId: uuid('token_id'),
    sessionId: text('session_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    /** 'create' | 'update' | 'delete' */
    action: text('action').notNull(),
    /** The table written, e.g. 'invoices', 'kanban_cards'. */
    resource: text('resource').notNull(),
    recordId: text('record_id'),
    /** { column: [before, after] } for the columns that changed (secrets left out). */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_record_idx').on(table.resource, table.recordId, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.at),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The secret's first characters, shown in the list so a user can tell tokens apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the secret (random 32 bytes: no slow hash needed); the secret itself is never kept. */
    secretHash: text('secret_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_tokens_user_idx').on(table.userId, table.createdAt)],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
