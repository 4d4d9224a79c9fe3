// The invoice routes (docs/decisions/016-route-tables.md): list with stats, one invoice, the
// next number, the address book, create, update, delete, send and mark paid.
import { EmptyResponseSchema, ErrorResponseSchema } from './common.ts';
import { staleVersionResponseSchema } from './edit-version.ts';
import {
  InvoiceAddressInputSchema,
  InvoiceAddressListResponseSchema,
  InvoiceAddressQuerySchema,
  InvoiceAddressResponseSchema,
  InvoiceIdsBodySchema,
  InvoiceInputSchema,
  InvoiceListQuerySchema,
  InvoiceListResponseSchema,
  InvoiceQuerySchema,
  InvoiceResponseSchema,
  InvoiceSchema,
  InvoiceUpdateBodySchema,
  MarkPaidBodySchema,
  NextNumberResponseSchema,
} from './invoices.ts';
import { defineRoutes } from './route.ts';

export const invoiceRoutes = defineRoutes('invoices', {
  list: {
    method: 'GET',
    path: '/api/invoices',
    summary: 'A page of invoices with per-status stats',
    access: 'invoices.read',
    query: InvoiceListQuerySchema,
    response: InvoiceListResponseSchema,
  },
  get: {
    method: 'GET',
    path: '/api/invoices/invoice',
    summary: 'One invoice',
    access: 'invoices.read',
    query: InvoiceQuerySchema,
    response: InvoiceResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  nextNumber: {
    method: 'GET',
    path: '/api/invoices/next-number',
    summary: 'The number the next invoice will get',
    access: 'invoices.read',
    response: NextNumberResponseSchema,
  },
  searchAddresses: {
    method: 'GET',
    path: '/api/invoices/addresses',
    summary: 'Search the invoice address book',
    access: 'invoices.read',
    query: InvoiceAddressQuerySchema,
    response: InvoiceAddressListResponseSchema,
  },
  createAddress: {
    method: 'POST',
    path: '/api/invoices/addresses/new',
    summary: 'Add an address to the book',
    access: 'invoices.write',
    body: InvoiceAddressInputSchema,
    response: InvoiceAddressResponseSchema,
  },
  create: {
    method: 'POST',
    path: '/api/invoices/new',
    summary: 'Create an invoice (totals computed by the server)',
    access: 'invoices.write',
    body: InvoiceInputSchema,
    response: InvoiceResponseSchema,
  },
  update: {
    method: 'POST',
    path: '/api/invoices/update',
    summary: 'Change an invoice',
    description:
      'Send the `version` the edit started from: a stale one answers 409 with the record.',
    access: 'invoices.write',
    body: InvoiceUpdateBodySchema,
    response: InvoiceResponseSchema,
    errors: { 404: ErrorResponseSchema, 409: staleVersionResponseSchema(InvoiceSchema) },
  },
  remove: {
    method: 'POST',
    path: '/api/invoices/delete',
    summary: 'Delete invoices',
    access: 'invoices.delete',
    body: InvoiceIdsBodySchema,
    response: EmptyResponseSchema,
  },
  send: {
    method: 'POST',
    path: '/api/invoices/send',
    summary: 'Send invoices (a draft becomes unpaid)',
    description: 'Send an `Idempotency-Key` header (one per submit): a repeat sends nothing again.',
    access: 'invoices.write',
    body: InvoiceIdsBodySchema,
    response: EmptyResponseSchema,
  },
  markPaid: {
    method: 'POST',
    path: '/api/invoices/mark-paid',
    summary: 'Mark an invoice paid (notifies its creator)',
    access: 'invoices.write',
    body: MarkPaidBodySchema,
    response: InvoiceResponseSchema,
    errors: { 404: ErrorResponseSchema, 409: ErrorResponseSchema },
  },
});
