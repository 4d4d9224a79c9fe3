// Orders and their line items. Items are snapshots (name, cover, price) so an order reads the
// same after its product changes or is deleted (docs/spec/pages.md#e-commerce "orders keep item snapshots").
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '@keel/contracts/addresses';
import { products } from './products.ts';
import { users } from './users.ts';
import { DELIVERY_OPTIONS, ORDER_STATUSES, PAYMENT_METHODS } from '@keel/contracts/orders';
import { money } from './money.ts';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: integer('order_number')
      .notNull()
      .unique()
      .generatedByDefaultAsIdentity({ startWith: 1001 }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerAvatarUrl: text('customer_avatar_url'),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default(0),
    shipping: money('shipping').notNull().default(0),
    total: money('total').notNull(),
    /** The billing address as it was when the order was placed. */
    billing: jsonb('billing').$type<Address>().notNull(),
    delivery: text('delivery', { enum: DELIVERY_OPTIONS }).notNull(),
    payment: text('payment', { enum: PAYMENT_METHODS }).notNull(),
    /** Brand and last four digits of the saved card paid with, if any. */
    cardLabel: text('card_label'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_created_at_idx').on(table.createdAt),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_status_idx').on(table.status),
    // The command palette's search (issue 21).
    index('orders_customer_name_trgm_idx').using('gin', table.customerName.op('gin_trgm_ops')),
    // The palette's "starts with" matches, bounded and in index order (search-sources.ts).
    index('orders_customer_name_prefix_idx').on(sql`lower(${table.customerName}) text_pattern_ops`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    cover: text('cover').notNull().default(''),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    subtotal: money('subtotal').notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
  ],
);

export type OrderItemRow = typeof orderItems.$inferSelect;

/** Each status change after checkout, for the order page's timeline (who, when, from → to). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', {
      enum: ORDER_STATUSES,
    }).notNull(),
    toStatus: text('to_status', {
      enum: ORDER_STATUSES,
    }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);

export type OrderEventRow = typeof orderEvents.$inferSelect;
