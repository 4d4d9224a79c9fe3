// A few dozen events around the current month for every user (so both demo accounts and any
// other seeded account open a full calendar). All-day events sit on UTC midnights, end exclusive.
import { CALENDAR_COLORS } from '@keel/contracts/calendar';
import { count } from 'drizzle-orm';
import { calendarEvents, type NewCalendarEventRow } from '../schema/calendar.ts';
import { users } from '../schema/users.ts';
import type { Seeder } from './seed-context.ts';

const DAY = 86_400_000;
const EVENTS_PER_USER = 30;
const INSERT_CHUNK = 500;

const TITLES = [
  'Team stand-up',
  'Design review',
  'Sprint planning',
  'Customer call',
  'One-on-one',
  'Lunch with the product team',
  'Release retrospective',
  'Interview: frontend engineer',
  'Marketing sync',
  'Quarterly business review',
  'Dentist appointment',
  'Workshop: accessibility',
  'Budget review',
  'Board meeting',
  'Conference talk rehearsal',
  'Hackathon',
  'Company offsite',
  'Vendor demo',
];

const NOTES = [
  'Agenda in the shared folder.',
  'Bring the latest numbers.',
  'Video link in the invitation.',
  'Room 4B, second floor.',
  'Prepare three questions in advance.',
  'Lunch provided.',
];

export const calendarSeeder: Seeder = {
  name: 'calendar',
  async run({ db, faker, now }) {
    const [existing] = await db.select({ value: count() }).from(calendarEvents);
    if ((existing?.value ?? 0) > 0) return;
    const people = await db.select({ id: users.id }).from(users);
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

    const rows: NewCalendarEventRow[] = people.flatMap((person) =>
      Array.from({ length: EVENTS_PER_USER }, () => {
        const day = today + faker.number.int({ min: -35, max: 35 }) * DAY;
        const allDay = faker.datatype.boolean(0.2);
        const start = allDay ? day : day + faker.number.int({ min: 16, max: 36 }) * 1_800_000;
        const end = allDay
          ? day + faker.number.int({ min: 1, max: 3 }) * DAY
          : start + faker.number.int({ min: 1, max: 6 }) * 1_800_000;
        return {
          userId: person.id,
          title: faker.helpers.arrayElement(TITLES),
          description: faker.datatype.boolean(0.6) ? faker.helpers.arrayElement(NOTES) : '',
          color: faker.helpers.arrayElement(CALENDAR_COLORS),
          allDay,
          start: new Date(start),
          end: new Date(end),
        };
      }),
    );
    for (let index = 0; index < rows.length; index += INSERT_CHUNK) {
      await db.insert(calendarEvents).values(rows.slice(index, index + INSERT_CHUNK));
    }
  },
};
