// Bookings (docs/spec/pages.md#data-shapes Booking/BookingReview, docs/spec/pages.md#overview-dashboards /dashboard/booking): the hotel's reservations
// and guest reviews, shared by the whole workspace.
import { z } from 'zod';
import { IdSchema, pageFields, sortSchema } from './common.ts';

export const BOOKING_STATUSES = ['pending', 'done', 'cancelled'] as const;
export const ROOM_TYPES = ['Single', 'Double', 'Twin', 'Deluxe', 'Suite', 'Family'] as const;
export const REVIEW_STATUSES = ['pending', 'accepted', 'rejected'] as const;

export const BookingSchema = z.object({
  id: z.string(),
  booker: z.object({ name: z.string(), avatarUrl: z.string().nullable(), phoneNumber: z.string() }),
  roomType: z.string(),
  roomNumber: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  amount: z.number(),
  status: z.enum(BOOKING_STATUSES),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingListQuerySchema = z.object({
  ...pageFields({ pageSize: 5 }),
  sort: sortSchema(['checkIn', 'checkOut', 'amount', 'createdAt'] as const).default({
    field: 'createdAt',
    direction: 'desc',
  }),
  q: z.string().trim().max(200).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
});
export type BookingListQuery = z.input<typeof BookingListQuerySchema>;
export const BookingListResponseSchema = z.object({
  bookings: z.array(BookingSchema),
  total: z.number(),
});

export const BookingUpdateBodySchema = z.object({
  bookingId: IdSchema,
  booking: z.object({
    status: z.enum(BOOKING_STATUSES, { error: 'Status must be pending, done or cancelled' }),
  }),
});
export const BookingResponseSchema = z.object({ booking: BookingSchema });
export const BookingDeleteBodySchema = z.object({
  bookingIds: z.array(IdSchema).min(1, 'Choose at least one booking').max(100),
});

export const BookingReviewSchema = z.object({
  id: z.string(),
  guest: z.object({ name: z.string(), avatarUrl: z.string().nullable() }),
  rating: z.number(),
  message: z.string(),
  tags: z.array(z.string()),
  postedAt: z.string(),
  status: z.enum(REVIEW_STATUSES),
});
export type BookingReview = z.infer<typeof BookingReviewSchema>;

export const BookingReviewListQuerySchema = z.object({
  ...pageFields(),
  status: z.enum(REVIEW_STATUSES).optional(),
});
export const BookingReviewListResponseSchema = z.object({
  reviews: z.array(BookingReviewSchema),
  total: z.number(),
});
export const BookingReviewUpdateBodySchema = z.object({
  reviewId: IdSchema,
  status: z.enum(['accepted', 'rejected'], { error: 'Status must be accepted or rejected' }),
});
export const BookingReviewResponseSchema = z.object({ review: BookingReviewSchema });
