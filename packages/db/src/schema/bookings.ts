// The workspace's hotel bookings and guest reviews (docs/spec/pages.md#overview-dashboards /dashboard/booking).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, REVIEW_STATUSES } from '@keel/contracts/bookings';
import { money } from './money.ts';

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookerName: text('booker_name').notNull(),
    bookerAvatarUrl: text('booker_avatar_url'),
    bookerPhone: text('booker_phone').notNull().default(''),
    roomType: text('room_type').notNull(),
    roomNumber: text('room_number').notNull(),
    checkIn: timestamp('check_in', { withTimezone: true }).notNull(),
    checkOut: timestamp('check_out', { withTimezone: true }).notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_created_idx').on(table.createdAt),
    index('bookings_check_in_idx').on(table.checkIn),
    index('bookings_check_out_idx').on(table.checkOut),
    index('bookings_status_idx').on(table.status),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

export const bookingReviews = pgTable(
  'booking_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guestName: text('guest_name').notNull(),
    guestAvatarUrl: text('guest_avatar_url'),
    rating: integer('rating').notNull(),
    message: text('message').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_reviews_posted_idx').on(table.postedAt),
    index('booking_reviews_status_idx').on(table.status),
  ],
);
export type BookingReviewRow = typeof bookingReviews.$inferSelect;
