// Invoices, their items and the invoice address book (docs/spec/pages.md#data-shapes Invoice, docs/spec/pages.md#invoices). Totals are
// always computed by the server; an unpaid invoice past its due date reads `overdue`.
import { z } from 'zod';
import { EmailSchema } from './account.ts';
import { IdSchema, pageFields, requiredString, sortSchema } from './common.ts';
import { totals, type MoneyLine } from './money.ts';
import { VersionSchema } from './edit-version.ts';
import { nameString } from './bidi.ts';
import {
  INVOICE_SERVICE_NAMES,
  INVOICE_STATUSES,
  STORED_INVOICE_STATUSES,
} from './invoices-constants.ts';

export * from './invoices-constants.ts';

/** New invoices fall due this many days after their create date. */
export const INVOICE_DUE_DAYS = 14;

export const InvoiceMessages = {
  createDateRequired: 'Create date is required',
  dueDateRequired: 'Due date is required',
  dueAfterCreate: 'Due date must be after the create date',
  fromRequired: 'Invoice from is required',
  toRequired: 'Invoice to is required',
  itemsRequired: 'Add at least one item',
  titleRequired: 'Title is required',
  quantityMin: 'Quantity must be at least 1',
  priceMin: 'Price must be 0 or more',
  discountTooLarge: 'Discount cannot exceed the subtotal',
  alreadyPaid: 'This invoice is already paid',
  nameRequired: 'Name is required',
  addressRequired: 'Address is required',
} as const;

export const InvoiceAddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type InvoiceAddress = z.infer<typeof InvoiceAddressSchema>;

/** An address-book entry; the workspace's own address is the default "From". */
export const InvoiceAddressEntrySchema = InvoiceAddressSchema.extend({ isWorkspace: z.boolean() });
export type InvoiceAddressEntry = z.infer<typeof InvoiceAddressEntrySchema>;

export const InvoiceItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  service: z.string(),
  quantity: z.number(),
  price: z.number(),
  total: z.number(),
});
export type InvoiceItem = z.infer<typeof InvoiceItemSchema>;

export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

export const InvoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  status: InvoiceStatusSchema,
  createDate: z.string(),
  dueDate: z.string(),
  paidAt: z.string().nullable(),
  /** How many times it was sent. */
  sent: z.number(),
  invoiceFrom: InvoiceAddressSchema,
  invoiceTo: InvoiceAddressSchema,
  items: z.array(InvoiceItemSchema),
  subTotalPrice: z.number(),
  discount: z.number(),
  taxes: z.number(),
  totalPrice: z.number(),
  notes: z.string(),
  createdAt: z.string(),
  version: z.number(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

const DateInputSchema = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .pipe(z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: message }));

const amount = (message: string) =>
  z
    .number({ error: message })
    .finite(message)
    .min(0, message)
    .max(10_000_000, 'Amount is too large');

export const InvoiceItemInputSchema = z.object({
  title: requiredString(InvoiceMessages.titleRequired, {
    max: 200,
    message: 'Title must be at most 200 characters',
  }),
  description: z
    .string()
    .trim()
    .max(1000, 'Description must be at most 1,000 characters')
    .default(''),
  service: z.union([z.enum(INVOICE_SERVICE_NAMES), z.literal('')]).default(''),
  quantity: z
    .number({ error: InvoiceMessages.quantityMin })
    .int(InvoiceMessages.quantityMin)
    .min(1, InvoiceMessages.quantityMin)
    .max(100_000, 'Quantity is too large'),
  price: amount(InvoiceMessages.priceMin),
});
export type InvoiceItemInput = z.input<typeof InvoiceItemInputSchema>;

// No defaults here: an update's partial must leave absent fields alone.
const InvoiceFieldsSchema = z.object({
  invoiceFrom: z
    .string({ error: InvoiceMessages.fromRequired })
    .min(1, InvoiceMessages.fromRequired)
    .pipe(IdSchema),
  invoiceTo: z
    .string({ error: InvoiceMessages.toRequired })
    .min(1, InvoiceMessages.toRequired)
    .pipe(IdSchema),
  status: z.enum(STORED_INVOICE_STATUSES),
  createDate: DateInputSchema(InvoiceMessages.createDateRequired),
  dueDate: DateInputSchema(InvoiceMessages.dueDateRequired),
  items: z
    .array(InvoiceItemInputSchema, { error: InvoiceMessages.itemsRequired })
    .min(1, InvoiceMessages.itemsRequired)
    .max(100, 'At most 100 items'),
  discount: amount('Discount must be 0 or more'),
  taxes: amount('Taxes must be 0 or more'),
  notes: z.string().trim().max(2000, 'Notes must be at most 2,000 characters'),
});

/** Rules across fields, checked on create and again on the merged invoice of an update. */
export function invoiceRuleErrors(invoice: {
  createDate?: string;
  dueDate?: string;
  items?: { quantity: number; price: number }[];
  discount?: number;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (
    invoice.createDate &&
    invoice.dueDate &&
    Date.parse(invoice.dueDate) <= Date.parse(invoice.createDate)
  ) {
    errors.dueDate = InvoiceMessages.dueAfterCreate;
  }
  if (
    invoice.items &&
    invoice.discount !== undefined &&
    invoice.discount > invoiceSubtotal(invoice.items)
  ) {
    errors.discount = InvoiceMessages.discountTooLarge;
  }
  return errors;
}

function addRuleIssues(invoice: Parameters<typeof invoiceRuleErrors>[0], context: z.RefinementCtx) {
  for (const [path, message] of Object.entries(invoiceRuleErrors(invoice))) {
    context.addIssue({ code: 'custom', path: [path], message });
  }
}

/** `POST /api/invoices/new`: the invoice itself; From/To are address-book ids. */
export const InvoiceInputSchema = InvoiceFieldsSchema.extend({
  status: InvoiceFieldsSchema.shape.status.default('draft'),
  discount: InvoiceFieldsSchema.shape.discount.default(0),
  taxes: InvoiceFieldsSchema.shape.taxes.default(0),
  notes: InvoiceFieldsSchema.shape.notes.default(''),
}).superRefine(addRuleIssues);
export type InvoiceInput = z.input<typeof InvoiceInputSchema>;

export const InvoiceUpdateBodySchema = z.object({
  invoiceId: IdSchema,
  invoice: InvoiceFieldsSchema.partial().superRefine(addRuleIssues),
  /** The version the edit started from (optimistic concurrency); stale → 409 with the current invoice. */
  version: VersionSchema.optional(),
});
export type InvoiceUpdateBody = z.input<typeof InvoiceUpdateBodySchema>;

export const InvoiceIdsBodySchema = z.object({
  invoiceIds: z.array(IdSchema).min(1, 'Choose at least one invoice').max(100),
});
export const MarkPaidBodySchema = z.object({ invoiceId: IdSchema });

export const INVOICE_SORT_FIELDS = [
  'createDate',
  'dueDate',
  'totalPrice',
  'invoiceNumber',
  'sent',
  'clientName',
] as const;

const listOf = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

export const InvoiceListQuerySchema = z.object({
  ...pageFields(),
  sort: sortSchema(INVOICE_SORT_FIELDS).prefault('createDate:desc'),
  /** Client name or invoice number. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(['all', ...INVOICE_STATUSES]).default('all'),
  services: listOf(z.enum(INVOICE_SERVICE_NAMES)).optional(),
  /** Create date range, inclusive (ISO date or date-time). */
  from: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
  to: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
});

export const InvoiceStatSchema = z.object({
  count: z.number(),
  amount: z.number(),
  percent: z.number(),
});
/** Per status for the current filters (every filter but the status tab). */
export const InvoiceStatsSchema = z.object({
  all: InvoiceStatSchema,
  paid: InvoiceStatSchema,
  unpaid: InvoiceStatSchema,
  overdue: InvoiceStatSchema,
  draft: InvoiceStatSchema,
});
export type InvoiceStats = z.infer<typeof InvoiceStatsSchema>;

export const InvoiceListResponseSchema = z.object({
  invoices: z.array(InvoiceSchema),
  total: z.number(),
  stats: InvoiceStatsSchema,
});
export type InvoiceListResponse = z.infer<typeof InvoiceListResponseSchema>;

export const InvoiceQuerySchema = z.object({ id: z.string().max(100) });
export const InvoiceResponseSchema = z.object({ invoice: InvoiceSchema });
export type InvoiceResponse = z.infer<typeof InvoiceResponseSchema>;

export const NextNumberResponseSchema = z.object({ invoiceNumber: z.string() });

export const InvoiceAddressQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
export const InvoiceAddressListResponseSchema = z.object({
  addresses: z.array(InvoiceAddressEntrySchema),
});
export const InvoiceAddressInputSchema = z.object({
  name: nameString(InvoiceMessages.nameRequired, {
    max: 100,
    message: 'Name must be at most 100 characters',
  }),
  company: z.string().trim().max(100, 'Company must be at most 100 characters').default(''),
  address: requiredString(InvoiceMessages.addressRequired, {
    max: 200,
    message: 'Address must be at most 200 characters',
  }),
  email: EmailSchema,
  phone: z.string().trim().max(30, 'Phone number must be at most 30 characters').default(''),
});
export type InvoiceAddressInput = z.input<typeof InvoiceAddressInputSchema>;
export const InvoiceAddressResponseSchema = z.object({ address: InvoiceAddressEntrySchema });

/** Σ price × quantity, priced in cents by the one money rule (money.ts). */
export function invoiceSubtotal(items: readonly MoneyLine[]): number {
  return totals(items).subtotal;
}

export const formatInvoiceNumber = (value: number) => `INV-${value}`;
