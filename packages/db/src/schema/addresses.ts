// Each user's address book and saved payment cards (docs/spec/pages.md#data-shapes Address, PaymentCard). Cards
// keep only the brand and last four digits.
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { ADDRESS_TYPES } from '@keel/contracts/addresses';
import { CARD_TYPES } from '@keel/contracts/payment-cards';

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiver: text('receiver').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    zipCode: text('zip_code').notNull(),
    addressType: text('address_type', { enum: ADDRESS_TYPES }).notNull().default('Home'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_user_idx').on(table.userId, table.createdAt)],
);

export type AddressRow = typeof addresses.$inferSelect;

export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardType: text('card_type', {
      enum: CARD_TYPES,
    }).notNull(),
    holderName: text('holder_name').notNull(),
    last4: text('last4').notNull(),
    expiry: text('expiry').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_cards_user_idx').on(table.userId, table.createdAt)],
);

export type PaymentCardRow = typeof paymentCards.$inferSelect;
