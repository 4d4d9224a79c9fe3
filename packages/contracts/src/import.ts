// CSV import (issue 21): the browser parses the file and maps its columns to these fields; the
// server checks every row with the resource's own create schema and imports all rows in one
// transaction, or none.
import { z } from 'zod';
import { PRODUCT_INPUT_FIELDS } from './products-constants.ts';
import { USER_IMPORT_FIELDS } from './users-constants.ts';

export const IMPORT_KINDS = ['users', 'products', 'invoices'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The fields a CSV column can be mapped to; lists are separated by ';'. */
export const IMPORT_FIELDS: Record<ImportKind, readonly string[]> = {
  users: USER_IMPORT_FIELDS,
  products: PRODUCT_INPUT_FIELDS,
  invoices: [
    'invoiceFrom',
    'invoiceTo',
    'status',
    'createDate',
    'dueDate',
    'discount',
    'taxes',
    'notes',
    'itemTitle',
    'itemDescription',
    'itemService',
    'itemQuantity',
    'itemPrice',
  ],
};

/** Fields a mapping must cover (the rest have defaults). */
export const IMPORT_REQUIRED: Record<ImportKind, readonly string[]> = {
  users: [
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'country',
    'state',
    'city',
    'address',
    'company',
    'jobTitle',
  ],
  products: ['name', 'description', 'images', 'available', 'gender', 'category', 'tags', 'price'],
  invoices: ['invoiceTo', 'createDate', 'dueDate', 'itemTitle', 'itemQuantity', 'itemPrice'],
};

export const IMPORT_MAX_ROWS = 5000;

export const ImportParamsSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: 'Unknown import' }),
});

export const ImportBodySchema = z.object({
  /** Each row: field → the cell's text. */
  rows: z
    .array(z.record(z.string().max(60), z.string().max(20_000)))
    .min(1, 'The file has no rows')
    .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS} rows at once`),
  /** true: check every row (the import runs and is rolled back), nothing is kept. */
  dryRun: z.boolean().default(false),
});
export type ImportBody = z.input<typeof ImportBodySchema>;

export const ImportRowErrorSchema = z.object({
  /** 1-based, as the file's data rows (the header not counted). */
  row: z.number(),
  /** Field → message; `_` for a row-level error (a conflict). */
  errors: z.record(z.string(), z.string()),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportResponseSchema = z.object({
  /** Rows imported (0 when dry-run or when any row failed). */
  imported: z.number(),
  checked: z.number(),
  failed: z.array(ImportRowErrorSchema),
  dryRun: z.boolean(),
});
export type ImportResponse = z.infer<typeof ImportResponseSchema>;
