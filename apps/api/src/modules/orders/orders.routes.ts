// What each checkout and order route does; paths, schemas and access are in
// packages/contracts/src/orders.routes.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { orderRoutes as table } from '@keel/contracts/orders.routes';
import { idempotencyClaim, markReplay } from '../../shared/idempotency.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { createOrderStatusService } from './order-status.service.ts';
import { createOrderReader, type OrderViewer } from './orders.read.ts';
import { createOrdersService, discountFor } from './orders.service.ts';

/** Everyone's orders with orders.read; without it only one's own (docs/spec/pages.md#access). */
const viewerOf = (request: FastifyRequest): OrderViewer => ({
  id: request.user.id,
  canReadAll: request.permissions.has('orders.read'),
});

export const orderRoutes: FastifyPluginAsync = async (app) => {
  const service = createOrdersService(app);
  const reader = createOrderReader(app);
  const status = createOrderStatusService(app);
  registerRoutes(app, table, {
    discount: async (request) => ({ discount: discountFor(request.body.code || '-', 'code') }),
    place: async (request, reply) => {
      const claim = idempotencyClaim(request, 'orders.new');
      const order = await service.place(request.user, request.body, claim);
      markReplay(reply, claim);
      return { order };
    },
    list: (request) => reader.list(viewerOf(request), request.query),
    get: (request) => reader.details(viewerOf(request), request.query.id),
    changeStatus: (request) => status.change(request.user, viewerOf(request), request.body),
  });
};
