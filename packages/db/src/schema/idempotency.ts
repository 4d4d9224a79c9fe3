// Idempotency keys (issue 17): the first answer to a call made with an `Idempotency-Key` header,
// per user and call, stored in the same transaction as the write it answers, so a repeat (a
// double submit, a retry after a lost answer) gets that answer and creates nothing twice.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which call the key belongs to ('orders.new', 'mail.send', 'invoices.send'). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull().default(200),
    response: jsonb('response')
      .$type<unknown>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.scope, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
