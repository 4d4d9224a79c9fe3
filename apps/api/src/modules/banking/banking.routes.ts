// What each banking route does (docs/spec/pages.md#overview-dashboards /dashboard/banking);
// paths, schemas and access are in packages/contracts/src/banking.routes.ts. Personal data: every
// query is scoped to the signed-in user, and another user's ids answer 404.
import type { FastifyPluginAsync } from 'fastify';
import { bankingRoutes as table } from '@keel/contracts/banking.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { createBankingService } from './banking.service.ts';

export const bankingRoutes: FastifyPluginAsync = async (app) => {
  const service = createBankingService(app.db);

  registerRoutes(app, table, {
    cards: async (request) => ({ cards: await service.cards(request.user.id) }),
    transactions: (request) => service.transactions(request.user.id, request.query),
    deleteTransactions: async (request) => {
      await service.deleteTransactions(request.user.id, request.body.transactionIds);
      return {};
    },
    contacts: async (request) => ({ contacts: await service.contacts(request.user.id) }),
    transfer: async (request) => ({
      transaction: await service.transfer(request.user, request.body),
    }),
  });
};
