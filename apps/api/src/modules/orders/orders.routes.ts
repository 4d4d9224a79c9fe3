// Checkout and orders (pages.md §11): POST /api/orders/discount, POST /api/orders/new, and the
// workspace's order list and order lookup.
import { viewerOf } from '../../shared/private-fields.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@keel/contracts/common';
import {
  DiscountBodySchema,
  DiscountResponseSchema,
  OrderInputSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderQuerySchema,
  OrderResponseSchema,
} from '@keel/contracts/orders';
import { createOrdersService, discountFor } from './orders.service.ts';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrdersService(app);
  const tags = ['orders'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

  app.post(
    '/api/orders/discount',
    {
      config: { permission: 'shop.buy' },
      schema: {
        tags,
        summary: 'Check a discount code',
        body: DiscountBodySchema,
        response: { 200: DiscountResponseSchema, ...errors },
      },
    },
    async (request) => ({ discount: discountFor(request.body.code || '-', 'code') }),
  );

  app.post(
    '/api/orders/new',
    {
      config: { permission: 'shop.buy' },
      schema: {
        tags,
        summary: 'Place an order: priced and stock-checked by the server',
        body: OrderInputSchema,
        response: {
          200: OrderResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => ({ order: await service.place(request.user, request.body) }),
  );

  app.get(
    '/api/orders',
    {
      config: { permission: 'shop.buy' },
      schema: {
        tags,
        summary: 'A page of orders',
        querystring: OrderListQuerySchema,
        response: { 200: OrderListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(viewerOf(request), request.query),
  );

  app.get(
    '/api/orders/order',
    {
      config: { permission: 'shop.buy' },
      schema: {
        tags,
        summary: 'One order',
        querystring: OrderQuerySchema,
        response: { 200: OrderResponseSchema, 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => ({ order: await service.find(request.query.id, viewerOf(request)) }),
  );
};
