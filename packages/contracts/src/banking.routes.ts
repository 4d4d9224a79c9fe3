// The banking routes (docs/decisions/016-route-tables.md): the signed-in user's own cards,
// transactions and contacts, and a transfer. Another user's ids answer 404.
import {
  BankCardListResponseSchema,
  BankContactListResponseSchema,
  BankTransactionDeleteBodySchema,
  BankTransactionListQuerySchema,
  BankTransactionListResponseSchema,
  BankTransferBodySchema,
  BankTransferResponseSchema,
} from './banking.ts';
import { EmptyResponseSchema, ErrorResponseSchema } from './common.ts';
import { defineRoutes } from './route.ts';

const notFound = { 404: ErrorResponseSchema };

export const bankingRoutes = defineRoutes('banking', {
  cards: {
    method: 'GET',
    path: '/api/banking/cards',
    summary: 'My cards',
    access: 'banking.read',
    response: BankCardListResponseSchema,
  },
  transactions: {
    method: 'GET',
    path: '/api/banking/transactions',
    summary: 'My transactions, paged',
    access: 'banking.read',
    query: BankTransactionListQuerySchema,
    response: BankTransactionListResponseSchema,
    errors: notFound,
  },
  deleteTransactions: {
    method: 'POST',
    path: '/api/banking/transactions/delete',
    summary: 'Delete my transactions',
    access: 'banking.write',
    body: BankTransactionDeleteBodySchema,
    response: EmptyResponseSchema,
    errors: notFound,
  },
  contacts: {
    method: 'GET',
    path: '/api/banking/contacts',
    summary: 'People I can send money to',
    access: 'banking.read',
    response: BankContactListResponseSchema,
  },
  transfer: {
    method: 'POST',
    path: '/api/banking/transfer',
    summary: 'Send money to another user',
    access: 'banking.write',
    body: BankTransferBodySchema,
    response: BankTransferResponseSchema,
    errors: notFound,
  },
});
