// One-time codes for e-mail verification and password reset (stored hashed), the outbox
// that stands in for SMTP when none is configured, and the plan's billing invoices.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { BILLING_CYCLES } from '@keel/contracts/plans';
import { PLANS } from '@keel/contracts/user';
import { money } from './money.ts';

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    /** sha256 of a random salt and the code: `salt:hex`. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_codes_user_purpose_idx').on(table.userId, table.purpose)],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** Outgoing e-mail written here (and to the log) when SMTP_URL is not set. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Files sent with the mail (a sent invoice's PDF), base64, as SMTP would carry them. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_to_created_idx').on(table.toAddress, table.createdAt)],
);

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLANS }).notNull(),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull(),
    price: money('price', 10).notNull(),
    /** The saved card it was charged to (checkout's table); kept as a plain id. */
    cardId: uuid('card_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('billing_invoices_user_created_idx').on(table.userId, table.createdAt)],
);

export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;
