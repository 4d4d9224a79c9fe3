// Invoice calls (pages.md §12): list with stats, one invoice, next number, address book, new,
// update, delete, send and mark paid.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
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
  InvoiceUpdateBodySchema,
  MarkPaidBodySchema,
  NextNumberResponseSchema,
} from '@keel/contracts/invoices';
import { createInvoiceAddressesService } from './invoice-addresses.service.ts';
import { createInvoicesService } from './invoices.service.ts';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInvoicesService(app);
  const addressBook = createInvoiceAddressesService(app.db);
  const tags = ['invoices'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

  app.get(
    '/api/invoices',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        summary: 'A page of invoices with per-status stats',
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoiceListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/invoices/invoice',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        summary: 'One invoice',
        querystring: InvoiceQuerySchema,
        response: { 200: InvoiceResponseSchema, 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => ({ invoice: await service.find(request.query.id) }),
  );

  app.get(
    '/api/invoices/next-number',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        summary: 'The number the next invoice will get',
        response: { 200: NextNumberResponseSchema, ...errors },
      },
    },
    async () => ({ invoiceNumber: await service.nextNumber() }),
  );

  app.get(
    '/api/invoices/addresses',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        summary: 'Search the invoice address book',
        querystring: InvoiceAddressQuerySchema,
        response: { 200: InvoiceAddressListResponseSchema, ...errors },
      },
    },
    async (request) => ({ addresses: await addressBook.search(request.query.q) }),
  );

  app.post(
    '/api/invoices/addresses/new',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        summary: 'Add an address to the book',
        body: InvoiceAddressInputSchema,
        response: { 200: InvoiceAddressResponseSchema, ...errors },
      },
    },
    async (request) => ({ address: await addressBook.create(request.user.id, request.body) }),
  );

  app.post(
    '/api/invoices/new',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        summary: 'Create an invoice (totals computed by the server)',
        body: InvoiceInputSchema,
        response: { 200: InvoiceResponseSchema, ...errors },
      },
    },
    async (request) => ({ invoice: await service.create(request.user.id, request.body) }),
  );

  app.post(
    '/api/invoices/update',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        summary: 'Change an invoice',
        body: InvoiceUpdateBodySchema,
        response: { 200: InvoiceResponseSchema, 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      invoice: await service.update(request.body.invoiceId, request.body.invoice),
    }),
  );

  app.post(
    '/api/invoices/delete',
    {
      config: { permission: 'invoices.delete' },
      schema: {
        tags,
        summary: 'Delete invoices',
        body: InvoiceIdsBodySchema,
        response: { 200: EmptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.body.invoiceIds);
      return {};
    },
  );

  app.post(
    '/api/invoices/send',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        summary: 'Send invoices (a draft becomes unpaid)',
        body: InvoiceIdsBodySchema,
        response: { 200: EmptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.send(request.body.invoiceIds);
      return {};
    },
  );

  app.post(
    '/api/invoices/mark-paid',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        summary: 'Mark an invoice paid (notifies its creator)',
        body: MarkPaidBodySchema,
        response: {
          200: InvoiceResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => ({ invoice: await service.markPaid(request.body.invoiceId) }),
  );
};
