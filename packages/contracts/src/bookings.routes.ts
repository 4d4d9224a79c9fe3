// The booking routes (docs/decisions/016-route-tables.md; docs/spec/pages.md#overview-dashboards /dashboard/booking):
// bookings and guest reviews, paged, with status changes.
import { EmptyResponseSchema, ErrorResponseSchema } from './common.ts';
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
} from './bookings.ts';
import { defineRoutes } from './route.ts';

export const bookingRoutes = defineRoutes('bookings', {
  list: {
    method: 'GET',
    path: '/api/bookings',
    summary: 'Bookings, paged',
    access: 'bookings.read',
    query: BookingListQuerySchema,
    response: BookingListResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  update: {
    method: 'POST',
    path: '/api/bookings/update',
    summary: 'Mark done, cancel or reopen a booking',
    access: 'bookings.manage',
    body: BookingUpdateBodySchema,
    response: BookingResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  remove: {
    method: 'POST',
    path: '/api/bookings/delete',
    summary: 'Delete bookings',
    access: 'bookings.manage',
    body: BookingDeleteBodySchema,
    response: EmptyResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  reviews: {
    method: 'GET',
    path: '/api/bookings/reviews',
    summary: 'Guest reviews, newest first',
    access: 'bookings.read',
    query: BookingReviewListQuerySchema,
    response: BookingReviewListResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  updateReview: {
    method: 'POST',
    path: '/api/bookings/reviews/update',
    summary: 'Accept or reject a review',
    access: 'bookings.manage',
    body: BookingReviewUpdateBodySchema,
    response: BookingReviewResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
});
