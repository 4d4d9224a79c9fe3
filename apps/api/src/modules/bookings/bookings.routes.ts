// Booking calls (pages.md §4 /dashboard/booking): workspace data, any signed-in user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookingDeleteBodySchema,
  BookingListQuerySchema,
  BookingListResponseSchema,
  BookingResponseSchema,
  BookingReviewListQuerySchema,
  BookingReviewListResponseSchema,
  BookingReviewResponseSchema,
  BookingReviewUpdateBodySchema,
  BookingUpdateBodySchema,
} from '@keel/contracts/bookings';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import { createBookingService } from './bookings.service.ts';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBookingService(app.db);
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
  const tags = ['bookings'];

  app.get(
    '/api/bookings',
    { config: { permission: 'bookings.read' }, schema: { tags, summary: 'Bookings, paged', querystring: BookingListQuerySchema, response: { 200: BookingListResponseSchema, ...errors } } },
    async (request) => service.list(request.query),
  );

  app.post(
    '/api/bookings/update',
    { config: { permission: 'bookings.manage' }, schema: { tags, summary: 'Mark done, cancel or reopen a booking', body: BookingUpdateBodySchema, response: { 200: BookingResponseSchema, ...errors } } },
    async (request) => ({ booking: await service.updateStatus(request.body.bookingId, request.body.booking.status) }),
  );

  app.post(
    '/api/bookings/delete',
    { config: { permission: 'bookings.manage' }, schema: { tags, summary: 'Delete bookings', body: BookingDeleteBodySchema, response: { 200: EmptyResponseSchema, ...errors } } },
    async (request) => {
      await service.remove(request.body.bookingIds);
      return {};
    },
  );

  app.get(
    '/api/bookings/reviews',
    { config: { permission: 'bookings.read' }, schema: { tags, summary: 'Guest reviews, newest first', querystring: BookingReviewListQuerySchema, response: { 200: BookingReviewListResponseSchema, ...errors } } },
    async (request) => service.reviews(request.query.page, request.query.pageSize, request.query.status),
  );

  app.post(
    '/api/bookings/reviews/update',
    { config: { permission: 'bookings.manage' }, schema: { tags, summary: 'Accept or reject a review', body: BookingReviewUpdateBodySchema, response: { 200: BookingReviewResponseSchema, ...errors } } },
    async (request) => ({ review: await service.updateReview(request.body.reviewId, request.body.status) }),
  );
};
