// What each booking route does; paths, schemas and access are in
// packages/contracts/src/bookings.routes.ts. Workspace data (docs/spec/pages.md#overview-dashboards /dashboard/booking).
import type { FastifyPluginAsync } from 'fastify';
import { bookingRoutes as table } from '@keel/contracts/bookings.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { createBookingService } from './bookings.service.ts';

export const bookingRoutes: FastifyPluginAsync = async (app) => {
  const service = createBookingService(app.db);

  registerRoutes(app, table, {
    list: (request) => service.list(request.query),
    update: async (request) => ({
      booking: await service.updateStatus(request.body.bookingId, request.body.booking.status),
    }),
    remove: async (request) => {
      await service.remove(request.body.bookingIds);
      return {};
    },
    reviews: (request) =>
      service.reviews(request.query.page, request.query.pageSize, request.query.status),
    updateReview: async (request) => ({
      review: await service.updateReview(request.body.reviewId, request.body.status),
    }),
  });
};
