// Checkout and orders (pages.md §11): POST /api/orders/discount, POST /api/orders/new, the order
// list and order page (everyone's with orders.read, else one's own), and status changes
// (orders.manage).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@keel/contracts/common';
import {
  DiscountBodySchema,
  DiscountResponseSchema,
  OrderInputSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderDetailsResponseSchema,
  OrderQuerySchema,
  OrderResponseSchema,
  OrderStatusBodySchema,
} from '@keel/contracts/orders';
import type { FastifyRequest } from 'fastify';
import { createOrderStatusService } from './order-status.service.ts';
import { createOrderReader, type OrderViewer } from './orders.read.ts';
import { idempotencyClaim, markReplay } from '../../shared/idempotency.ts';
import { createOrdersService, discountFor } from './orders.service.ts';

/** Everyone's orders with orders.read; without it only one's own (pages.md §0 Access). */
const viewerOf = (request: FastifyRequest): OrderViewer => ({
  id: request.user.id,
  canReadAll: request.permissions.has('orders.read'),
});

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrdersService(app);
  const reader = createOrderReader(app);
  const status = createOrderStatusService(app);
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
        description:
          'Send an `Idempotency-Key` header (one per submit): a repeat gets the first order back.',
        body: OrderInputSchema,
        response: {
          200: OrderResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const claim = idempotencyClaim(request, 'orders.new');
      const order = await service.place(request.user, request.body, claim);
      markReplay(reply, claim);
      return { order };
    },
  );

  app.get(
    '/api/orders',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'A page of orders',
        querystring: OrderListQuerySchema,
        response: { 200: OrderListResponseSchema, ...errors },
      },
    },
    async (request) => reader.list(viewerOf(request), request.query),
  );

  app.get(
    '/api/orders/order',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'One order with its status timeline',
        querystring: OrderQuerySchema,
        response: { 200: OrderDetailsResponseSchema, 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => reader.details(viewerOf(request), request.query.id),
  );

  app.post(
    '/api/orders/status',
    {
      config: { permission: 'orders.manage' },
      schema: {
        tags,
        summary: 'Complete, cancel or refund an order (cancel and refund restock its items)',
        body: OrderStatusBodySchema,
        response: {
          200: OrderDetailsResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => status.change(request.user, viewerOf(request), request.body),
  );
};
