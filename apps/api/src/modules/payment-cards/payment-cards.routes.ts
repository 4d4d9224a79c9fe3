// Saved payment cards (pages.md §10 card dialog, §11 checkout):
// GET /api/account/cards, POST …/new (name, number, expiry, cvv), …/delete { cardId }.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import {
  PaymentCardDeleteBodySchema,
  PaymentCardInputSchema,
  PaymentCardListResponseSchema,
  PaymentCardResponseSchema,
} from '@keel/contracts/payment-cards';
import { createPaymentCardsService } from './payment-cards.service.ts';

export const paymentCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPaymentCardsService(app.db);
  const tags = ['account'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.get(
    '/api/account/cards',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'My saved cards, default first',
        response: { 200: PaymentCardListResponseSchema, ...errors },
      },
    },
    async (request) => ({ cards: await service.list(request.user.id) }),
  );

  app.post(
    '/api/account/cards/new',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Save a card (only brand and last 4 digits are kept)',
        body: PaymentCardInputSchema,
        response: { 200: PaymentCardResponseSchema, ...errors },
      },
    },
    async (request) => ({ card: await service.create(request.user.id, request.body) }),
  );

  app.post(
    '/api/account/cards/delete',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Delete a saved card',
        body: PaymentCardDeleteBodySchema,
        response: { 200: EmptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.user.id, request.body.cardId);
      return {};
    },
  );
};
