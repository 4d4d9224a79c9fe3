// /dashboard/booking: the hotel today and over time — bookings, check-ins and -outs, income,
// room occupancy and the reservation chart for the chosen period.
import { and, count, desc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { BookingDashboard, Period } from '@keel/contracts/dashboards';
import type { Database } from '@keel/db/client';
import { bookings } from '@keel/db/schema/bookings';
import { toBooking } from '../bookings/bookings.service.ts';
import { periodBuckets, round, sumPerBucket, trendOf } from './dashboard-buckets.ts';

const DAY = 86_400_000;
/** Rooms the demo hotel has (6 types × up to 24 rooms on their floors). */
export const HOTEL_ROOMS = 120;

export async function buildBookingDashboard(
  db: Database,
  period: Period,
  now = new Date(),
): Promise<BookingDashboard> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const dayEnd = new Date(dayStart.getTime() + DAY);
  const monthAgo = new Date(now.getTime() - 30 * DAY);
  const notCancelled = ne(bookings.status, 'cancelled');
  const buckets = periodBuckets(period, now);
  const [
    totalBooking,
    totalIncomes,
    [today],
    statuses,
    [stays],
    [occupied],
    booked,
    cancelled,
    newest,
  ] = await Promise.all([
    trendOf(db, { table: bookings, date: bookings.createdAt }, now),
    trendOf(
      db,
      {
        table: bookings,
        date: bookings.checkIn,
        value: sql`${bookings.amount}`,
        where: eq(bookings.status, 'done'),
      },
      now,
    ),
    db
      .select({
        checkIn:
          sql<number>`count(*) filter (where ${bookings.checkIn} >= ${dayStart.toISOString()}::timestamptz and ${bookings.checkIn} < ${dayEnd.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
        checkOut:
          sql<number>`count(*) filter (where ${bookings.checkOut} >= ${dayStart.toISOString()}::timestamptz and ${bookings.checkOut} < ${dayEnd.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
      })
      .from(bookings)
      .where(notCancelled),
    db.select({ status: bookings.status, value: count() }).from(bookings).groupBy(bookings.status),
    db
      .select({
        total: count(),
        checkedIn: sql<number>`count(*) filter (where ${bookings.checkIn} <= now())`.mapWith(
          Number,
        ),
        checkedOut: sql<number>`count(*) filter (where ${bookings.checkOut} <= now())`.mapWith(
          Number,
        ),
      })
      .from(bookings)
      .where(and(notCancelled, gte(bookings.checkIn, monthAgo), lt(bookings.checkIn, now))),
    db
      .select({ value: sql<number>`count(distinct ${bookings.roomNumber})`.mapWith(Number) })
      .from(bookings)
      .where(and(notCancelled, lte(bookings.checkIn, now), gte(bookings.checkOut, now))),
    sumPerBucket(db, { table: bookings, date: bookings.checkIn, where: notCancelled }, buckets),
    sumPerBucket(
      db,
      { table: bookings, date: bookings.checkIn, where: eq(bookings.status, 'cancelled') },
      buckets,
    ),
    db.select().from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(6),
  ]);
  const byStatus = Object.fromEntries(statuses.map((row) => [row.status, row.value]));
  const sold = Math.min(HOTEL_ROOMS, occupied?.value ?? 0);
  const staysTotal = stays?.total ?? 0;
  return {
    totalBooking,
    checkInToday: today?.checkIn ?? 0,
    checkOutToday: today?.checkOut ?? 0,
    totalIncomes,
    bookedRooms: {
      pending: byStatus.pending ?? 0,
      cancelled: byStatus.cancelled ?? 0,
      done: byStatus.done ?? 0,
    },
    checkInOut: {
      checkIn: staysTotal ? round(((stays?.checkedIn ?? 0) / staysTotal) * 100) : 0,
      checkOut: staysTotal ? round(((stays?.checkedOut ?? 0) / staysTotal) * 100) : 0,
      total: staysTotal,
    },
    roomsAvailable: { total: HOTEL_ROOMS, sold, available: HOTEL_ROOMS - sold },
    reservationStats: {
      period,
      categories: buckets.map((bucket) => bucket.label),
      series: [
        { name: 'Booked', data: booked },
        { name: 'Cancelled', data: cancelled },
      ],
    },
    newestBookings: newest.map(toBooking),
  } satisfies BookingDashboard;
}
