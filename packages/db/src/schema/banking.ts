// Personal banking (docs/spec/pages.md#overview-dashboards /dashboard/banking): cards with a balance, their transactions,
// and transfers between users (one expense and one income row per transfer).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { CARD_TYPES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@keel/contracts/banking';
import { money } from './money.ts';

export const bankCards = pgTable(
  'bank_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardType: text('card_type', { enum: CARD_TYPES }).notNull(),
    holderName: text('holder_name').notNull(),
    last4: text('last4').notNull(),
    expiry: text('expiry').notNull(),
    balance: money('balance', 14).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bank_cards_user_idx').on(table.userId, table.createdAt),
    // A transfer can never leave a card below zero, whatever the service checked (issue 17).
    check('bank_cards_balance_not_negative', sql`${table.balance} >= 0`),
  ],
);
export type BankCardRow = typeof bankCards.$inferSelect;

export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromCardId: uuid('from_card_id')
      .notNull()
      .references(() => bankCards.id, { onDelete: 'cascade' }),
    toCardId: uuid('to_card_id')
      .notNull()
      .references(() => bankCards.id, { onDelete: 'cascade' }),
    amount: money('amount', 14).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bank_transfers_from_idx').on(table.fromUserId),
    index('bank_transfers_to_idx').on(table.toUserId),
  ],
);

export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => bankCards.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    counterparty: text('counterparty').notNull(),
    counterpartyUserId: uuid('counterparty_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    transferId: uuid('transfer_id').references(() => bankTransfers.id, { onDelete: 'set null' }),
    amount: money('amount', 14).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('completed'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bank_transactions_user_date_idx').on(table.userId, table.date),
    index('bank_transactions_card_idx').on(table.cardId),
  ],
);
export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type NewBankTransactionRow = typeof bankTransactions.$inferInsert;
