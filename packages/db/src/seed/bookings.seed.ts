// 18 months of hotel bookings (past ones done or cancelled, upcoming ones pending) and guest reviews.
import { count } from 'drizzle-orm';
import { bookingReviews, bookings, type NewBookingRow } from '../schema/bookings.ts';
import { BOOKING_REVIEW_SENTENCES, bookingReviewMood } from './booking-review-texts.ts';
import type { Seeder } from './seed-context.ts';

const DAY = 86_400_000;
const ROOMS = [
  { type: 'Single', floor: 1, rate: 79 },
  { type: 'Double', floor: 2, rate: 119 },
  { type: 'Twin', floor: 2, rate: 109 },
  { type: 'Deluxe', floor: 3, rate: 189 },
  { type: 'Suite', floor: 4, rate: 329 },
  { type: 'Family', floor: 3, rate: 229 },
] as const;
const REVIEW_TAGS = [
  'Great service',
  'Recommended',
  'Best price',
  'Clean rooms',
  'Friendly staff',
  'Quiet',
  'Great breakfast',
];

export const bookingsSeeder: Seeder = {
  name: 'bookings',
  async run({ db, faker, now }) {
    const [existing] = await db.select({ value: count() }).from(bookings);
    if ((existing?.value ?? 0) > 0) return;
    const rows: NewBookingRow[] = [];
    const today = new Date(now);
    today.setUTCHours(14, 0, 0, 0);
    // From 540 days ago to 30 days ahead, 2–6 bookings a day.
    for (let offset = -540; offset <= 30; offset += 1) {
      for (let n = faker.number.int({ min: 2, max: 6 }); n > 0; n -= 1) {
        const room = faker.helpers.arrayElement(ROOMS);
        const nights = faker.number.int({ min: 1, max: 7 });
        const checkIn = new Date(today.getTime() + offset * DAY);
        const checkOut = new Date(checkIn.getTime() + nights * DAY - 3 * 3_600_000);
        const past = checkOut.getTime() < now.getTime();
        const status = faker.datatype.boolean(0.1) ? 'cancelled' : past ? 'done' : 'pending';
        rows.push({
          bookerName: faker.person.fullName(),
          bookerPhone: faker.phone.number({ style: 'international' }),
          roomType: room.type,
          roomNumber: `${room.floor}${String(faker.number.int({ min: 1, max: 24 })).padStart(2, '0')}`,
          checkIn,
          checkOut,
          amount:
            Math.round(room.rate * nights * faker.number.float({ min: 0.9, max: 1.2 }) * 100) / 100,
          status,
          createdAt: new Date(checkIn.getTime() - faker.number.int({ min: 1, max: 45 }) * DAY),
        });
      }
    }
    for (let start = 0; start < rows.length; start += 1000) {
      await db.insert(bookings).values(rows.slice(start, start + 1000));
    }
    const reviews = Array.from({ length: 120 }, (_, index) => {
      const postedAt = new Date(now.getTime() - faker.number.float({ min: 0, max: 540 }) * DAY);
      const recent = now.getTime() - postedAt.getTime() < 20 * DAY;
      const rating = faker.helpers.weightedArrayElement([
        { weight: 5, value: 5 },
        { weight: 4, value: 4 },
        { weight: 2, value: 3 },
        { weight: 1, value: 2 },
        { weight: 1, value: 1 },
      ]);
      return {
        guestName: faker.person.fullName(),
        rating,
        message: faker.helpers
          .arrayElements(BOOKING_REVIEW_SENTENCES[bookingReviewMood(rating)], { min: 1, max: 3 })
          .join(' '),
        tags: faker.helpers.arrayElements(REVIEW_TAGS, { min: 1, max: 3 }),
        status:
          recent || index % 12 === 0
            ? ('pending' as const)
            : rating >= 3
              ? ('accepted' as const)
              : ('rejected' as const),
        postedAt,
      };
    });
    await db.insert(bookingReviews).values(reviews);
  },
};
