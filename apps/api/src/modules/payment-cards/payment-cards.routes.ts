// What each saved-card route does; paths, schemas and access are in
// packages/contracts/src/payment-cards.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { paymentCardRoutes as table } from '@keel/contracts/payment-cards.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { createPaymentCardsService } from './payment-cards.service.ts';

export const paymentCardRoutes: FastifyPluginAsync = async (app) => {
  const service = createPaymentCardsService(app.db);
  registerRoutes(app, table, {
    list: async (request) => ({ cards: await service.list(request.user.id) }),
    create: async (request) => ({ card: await service.create(request.user.id, request.body) }),
    remove: async (request) => {
      await service.remove(request.user.id, request.body.cardId);
      return {};
    },
  });
};
