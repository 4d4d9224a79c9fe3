// Invoices, their item rows and the workspace's invoice address book (docs/spec/pages.md#data-shapes Invoice, docs/spec/pages.md#invoices).
// From/To are stored as snapshots so editing the address book never rewrites a sent invoice.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceAddress } from '@keel/contracts/invoices';
import { users } from './users.ts';
import { editVersionColumns } from './edit-version.ts';
import { STORED_INVOICE_STATUSES } from '@keel/contracts/invoices';
import { money } from './money.ts';

export const invoiceAddresses = pgTable(
  'invoice_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    address: text('address').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** The workspace's own address: the default "From". */
    isWorkspace: boolean('is_workspace').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoice_addresses_name_idx').on(sql`lower(${table.name})`)],
);

export type InvoiceAddressRow = typeof invoiceAddresses.$inferSelect;

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNumber: integer('invoice_number')
      .notNull()
      .unique()
      .generatedByDefaultAsIdentity({ startWith: 1001 }),
    /** Stored paid | unpaid | draft; "overdue" is derived from unpaid + due date. */
    status: text('status', { enum: STORED_INVOICE_STATUSES }).notNull().default('draft'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    sent: integer('sent').notNull().default(0),
    invoiceFrom: jsonb('invoice_from').$type<InvoiceAddress>().notNull(),
    invoiceTo: jsonb('invoice_to').$type<InvoiceAddress>().notNull(),
    /** The client's name, copied out of invoice_to so search and sort can use an index. */
    clientName: text('client_name').notNull(),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default(0),
    taxes: money('taxes').notNull().default(0),
    total: money('total').notNull(),
    notes: text('notes').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...editVersionColumns(),
  },
  (table) => [
    // List sorts end with the number (a stable order) and the id: a page's ids come from the
    // index alone, however deep the page.
    index('invoices_create_date_idx').on(table.createDate, table.invoiceNumber, table.id),
    index('invoices_due_date_idx').on(table.dueDate, table.invoiceNumber, table.id),
    index('invoices_total_idx').on(table.total, table.invoiceNumber, table.id),
    index('invoices_status_due_idx').on(table.status, table.dueDate),
    index('invoices_client_name_idx').on(sql`lower(${table.clientName})`),
    // The list's search (ILIKE '%text%') through pg_trgm instead of reading every row.
    index('invoices_client_name_trgm_idx').using('gin', table.clientName.op('gin_trgm_ops')),
    // The palette's "starts with" matches, bounded and in index order (search-sources.ts).
    index('invoices_client_name_prefix_idx').on(sql`lower(${table.clientName}) text_pattern_ops`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    service: text('service').notNull().default(''),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    total: money('total').notNull(),
  },
  (table) => [
    index('invoice_items_invoice_idx').on(table.invoiceId),
    index('invoice_items_service_idx').on(table.service, table.invoiceId),
  ],
);

export type InvoiceItemRow = typeof invoiceItems.$inferSelect;
