// Checkout and orders (docs/decisions/016-route-tables.md): the discount check, placing an
// order, the order list and page (everyone's with orders.read, else one's own) and status changes.
import { ErrorResponseSchema } from './common.ts';
import {
  DiscountBodySchema,
  DiscountResponseSchema,
  OrderDetailsResponseSchema,
  OrderInputSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderQuerySchema,
  OrderResponseSchema,
  OrderStatusBodySchema,
} from './orders.ts';
import { defineRoutes } from './route.ts';

export const orderRoutes = defineRoutes('orders', {
  discount: {
    method: 'POST',
    path: '/api/orders/discount',
    summary: 'Check a discount code',
    access: 'shop.buy',
    body: DiscountBodySchema,
    response: DiscountResponseSchema,
  },
  place: {
    method: 'POST',
    path: '/api/orders/new',
    summary: 'Place an order: priced and stock-checked by the server',
    description:
      'Send an `Idempotency-Key` header (one per submit): a repeat gets the first order back.',
    access: 'shop.buy',
    body: OrderInputSchema,
    response: OrderResponseSchema,
    errors: { 404: ErrorResponseSchema, 409: ErrorResponseSchema },
  },
  list: {
    method: 'GET',
    path: '/api/orders',
    summary: 'A page of orders',
    access: 'signed-in',
    query: OrderListQuerySchema,
    response: OrderListResponseSchema,
  },
  get: {
    method: 'GET',
    path: '/api/orders/order',
    summary: 'One order with its status timeline',
    access: 'signed-in',
    query: OrderQuerySchema,
    response: OrderDetailsResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  changeStatus: {
    method: 'POST',
    path: '/api/orders/status',
    summary: 'Complete, cancel or refund an order (cancel and refund restock its items)',
    access: 'orders.manage',
    body: OrderStatusBodySchema,
    response: OrderDetailsResponseSchema,
    errors: { 404: ErrorResponseSchema, 409: ErrorResponseSchema },
  },
});
