// The workspace's bookings and guest reviews: paged lists, status changes, deletes.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Booking, BookingListQuerySchema, BookingReview } from '@keel/contracts/bookings';
import type { Database } from '@keel/db/client';
import {
  bookingReviews,
  bookings,
  type BookingReviewRow,
  type BookingRow,
} from '@keel/db/schema/bookings';
import { notFound } from '../../shared/http-error.ts';

type ListQuery = z.output<typeof BookingListQuerySchema>;

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    booker: { name: row.bookerName, avatarUrl: row.bookerAvatarUrl, phoneNumber: row.bookerPhone },
    roomType: row.roomType,
    roomNumber: row.roomNumber,
    checkIn: row.checkIn.toISOString(),
    checkOut: row.checkOut.toISOString(),
    amount: row.amount,
    status: row.status,
  } satisfies Booking;
}

export function toBookingReview(row: BookingReviewRow): BookingReview {
  return {
    id: row.id,
    guest: { name: row.guestName, avatarUrl: row.guestAvatarUrl },
    rating: row.rating,
    message: row.message,
    tags: row.tags,
    postedAt: row.postedAt.toISOString(),
    status: row.status,
  } satisfies BookingReview;
}

const SORT_COLUMNS = {
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  amount: bookings.amount,
  createdAt: bookings.createdAt,
} as const;

export function createBookingService(db: Database) {
  const reviewPage = db
    .select()
    .from(bookingReviews)
    .where(
      sql`(${sql.placeholder('status')}::text = '' or ${bookingReviews.status} = ${sql.placeholder('status')}::text)`,
    )
    .orderBy(desc(bookingReviews.postedAt), desc(bookingReviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('booking_reviews_page');
  const reviewCount = db
    .select({ value: count() })
    .from(bookingReviews)
    .where(
      sql`(${sql.placeholder('status')}::text = '' or ${bookingReviews.status} = ${sql.placeholder('status')}::text)`,
    )
    .prepare('booking_reviews_count');

  return {
    async list(query: ListQuery) {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(bookings.status, query.status));
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(
            ilike(bookings.bookerName, pattern),
            ilike(bookings.roomType, pattern),
            ilike(bookings.roomNumber, pattern),
          )!,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const column = SORT_COLUMNS[query.sort.field];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bookings)
          .where(where)
          .orderBy(query.sort.direction === 'asc' ? asc(column) : desc(column), desc(bookings.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(bookings).where(where),
      ]);
      return { bookings: rows.map(toBooking), total: total?.value ?? 0 };
    },

    async updateStatus(bookingId: string, status: Booking['status']): Promise<Booking> {
      const [row] = await db
        .update(bookings)
        .set({ status })
        .where(eq(bookings.id, bookingId))
        .returning();
      if (!row) throw notFound('Booking');
      return toBooking(row);
    },

    async remove(ids: string[]) {
      const unique = [...new Set(ids)];
      await db.transaction(async (tx) => {
        const found = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(inArray(bookings.id, unique));
        if (found.length !== unique.length) throw notFound('Booking');
        await tx.delete(bookings).where(inArray(bookings.id, unique));
      });
    },

    async reviews(page: number, pageSize: number, status: BookingReview['status'] | undefined) {
      const params = { status: status ?? '' };
      const [rows, [total]] = await Promise.all([
        reviewPage.execute({ ...params, limit: pageSize, offset: (page - 1) * pageSize }),
        reviewCount.execute(params),
      ]);
      return { reviews: rows.map(toBookingReview), total: total?.value ?? 0 };
    },

    async updateReview(reviewId: string, status: 'accepted' | 'rejected'): Promise<BookingReview> {
      const [row] = await db
        .update(bookingReviews)
        .set({ status })
        .where(eq(bookingReviews.id, reviewId))
        .returning();
      if (!row) throw notFound('Review');
      return toBookingReview(row);
    },
  };
}
