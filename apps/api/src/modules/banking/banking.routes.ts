// Banking calls (docs/spec/pages.md#overview-dashboards /dashboard/banking): personal data, so every query is scoped to the
// signed-in user and another user's ids answer 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BankCardListResponseSchema,
  BankContactListResponseSchema,
  BankTransactionDeleteBodySchema,
  BankTransactionListQuerySchema,
  BankTransactionListResponseSchema,
  BankTransferBodySchema,
  BankTransferResponseSchema,
} from '@keel/contracts/banking';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import { createBankingService } from './banking.service.ts';

export const bankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBankingService(app.db);
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
  const tags = ['banking'];

  app.get(
    '/api/banking/cards',
    {
      config: { permission: 'banking.read' },
      schema: {
        tags,
        summary: 'My cards',
        response: { 200: BankCardListResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ cards: await service.cards(request.user.id) }),
  );

  app.get(
    '/api/banking/transactions',
    {
      config: { permission: 'banking.read' },
      schema: {
        tags,
        summary: 'My transactions, paged',
        querystring: BankTransactionListQuerySchema,
        response: { 200: BankTransactionListResponseSchema, ...errors },
      },
    },
    async (request) => service.transactions(request.user.id, request.query),
  );

  app.post(
    '/api/banking/transactions/delete',
    {
      config: { permission: 'banking.write' },
      schema: {
        tags,
        summary: 'Delete my transactions',
        body: BankTransactionDeleteBodySchema,
        response: { 200: EmptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteTransactions(request.user.id, request.body.transactionIds);
      return {};
    },
  );

  app.get(
    '/api/banking/contacts',
    {
      config: { permission: 'banking.read' },
      schema: {
        tags,
        summary: 'People I can send money to',
        response: { 200: BankContactListResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ contacts: await service.contacts(request.user.id) }),
  );

  app.post(
    '/api/banking/transfer',
    {
      config: { permission: 'banking.write' },
      schema: {
        tags,
        summary: 'Send money to another user',
        body: BankTransferBodySchema,
        response: { 200: BankTransferResponseSchema, ...errors },
      },
    },
    async (request) => ({ transaction: await service.transfer(request.user, request.body) }),
  );
};
