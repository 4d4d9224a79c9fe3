// Reading calendars: the events I organise or am invited to, expanded into the occurrences a
// window shows, each with its organiser and the invited people's answers.
import { and, asc, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { CalendarAttendee, CalendarEvent, CalendarPerson } from '@keel/contracts/calendar';
import type { Database } from '@keel/db/client';
import {
  calendarEventAttendees,
  calendarEventExclusions,
  calendarEvents,
  type CalendarEventRow,
} from '@keel/db/schema/calendar';
import { users } from '@keel/db/schema/users';
import { occurrencesIn, type Series } from './calendar-recurrence.ts';

// A calendar is a personal list, not a table: the whole of it fits one response, but never
// more than this many events (a year of a busy schedule), so no call is unbounded.
export const CALENDAR_LIST_LIMIT = 5000;
/** Without a window, repeating events are shown from a year back to two years ahead. */
const DEFAULT_PAST_MS = 366 * 86_400_000;
const DEFAULT_FUTURE_MS = 731 * 86_400_000;

/** The database or a transaction: reads only. */
type Reader = Pick<Database, 'select'>;

export const seriesOf = (row: CalendarEventRow): Series => ({
  start: row.start,
  end: row.end,
  recurrence: row.recurrence,
  recurrenceUntil: row.recurrenceUntil,
  timeZone: row.timeZone,
  allDay: row.allDay,
});

export interface EventPeople {
  organizers: Map<string, CalendarPerson>;
  attendees: Map<string, CalendarAttendee[]>;
  excluded: Map<string, Set<number>>;
}

/** Organisers, invited people and excluded occurrences of these events, in three queries. */
export async function peopleOf(db: Reader, rows: CalendarEventRow[]): Promise<EventPeople> {
  const ids = rows.map((row) => row.id);
  const ownerIds = [...new Set(rows.map((row) => row.userId))];
  const recurringIds = rows.filter((row) => row.recurrence).map((row) => row.id);
  const person = { id: users.id, name: users.displayName, avatar: users.photoUrl };
  const [owners, invited, exclusions] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db.select(person).from(users).where(inArray(users.id, ownerIds)),
          db
            .select({
              ...person,
              eventId: calendarEventAttendees.eventId,
              response: calendarEventAttendees.response,
            })
            .from(calendarEventAttendees)
            .innerJoin(users, eq(users.id, calendarEventAttendees.userId))
            .where(inArray(calendarEventAttendees.eventId, ids))
            .orderBy(asc(users.displayName), asc(users.id)),
          recurringIds.length === 0
            ? []
            : db
                .select()
                .from(calendarEventExclusions)
                .where(inArray(calendarEventExclusions.eventId, recurringIds)),
        ]);
  const attendees = new Map<string, CalendarAttendee[]>();
  for (const { eventId, ...attendee } of invited) {
    attendees.set(eventId, [...(attendees.get(eventId) ?? []), attendee]);
  }
  const excluded = new Map<string, Set<number>>();
  for (const { eventId, occurrenceStart } of exclusions) {
    excluded.set(eventId, (excluded.get(eventId) ?? new Set()).add(occurrenceStart.getTime()));
  }
  return {
    organizers: new Map(owners.map((owner) => [owner.id, owner])),
    attendees,
    excluded,
  };
}

export function toCalendarEvent(
  row: CalendarEventRow,
  viewerId: string,
  people: EventPeople,
  occurrence?: { start: Date; end: Date },
): CalendarEvent {
  const start = occurrence?.start ?? row.start;
  const end = occurrence?.end ?? row.end;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    color: row.color,
    allDay: row.allDay,
    start: start.toISOString(),
    end: end.toISOString(),
    recurrence:
      row.recurrence && row.recurrenceUntil
        ? { frequency: row.recurrence, until: row.recurrenceUntil.toISOString() }
        : null,
    occurrenceStart: row.recurrence ? start.toISOString() : null,
    reminderMinutes: row.reminderMinutes,
    organizer: people.organizers.get(row.userId) ?? { id: row.userId, name: '', avatar: null },
    isOrganizer: row.userId === viewerId,
    attendees: people.attendees.get(row.id) ?? [],
    version: row.version,
  } satisfies CalendarEvent;
}

/** One event as its organiser or an invited user sees it now (its first occurrence). */
export async function readEvent(
  db: Reader,
  row: CalendarEventRow,
  viewerId: string,
): Promise<CalendarEvent> {
  return toCalendarEvent(row, viewerId, await peopleOf(db, [row]));
}

export function createCalendarReader(db: Database) {
  const viewer = sql.placeholder('viewerId');
  const mineOrInvited = or(
    eq(calendarEvents.userId, viewer),
    inArray(
      calendarEvents.id,
      db
        .select({ id: calendarEventAttendees.eventId })
        .from(calendarEventAttendees)
        .where(eq(calendarEventAttendees.userId, viewer)),
    ),
  );
  const all = db
    .select()
    .from(calendarEvents)
    .where(mineOrInvited)
    .orderBy(asc(calendarEvents.start), asc(calendarEvents.id))
    .limit(CALENDAR_LIST_LIMIT)
    .prepare('calendar_events_of_user');
  // Overlapping the window: starts before its end and ends after its start, or repeats into it.
  const inWindow = db
    .select()
    .from(calendarEvents)
    .where(
      and(
        mineOrInvited,
        lt(calendarEvents.start, sql.placeholder('until')),
        or(
          gt(calendarEvents.end, sql.placeholder('from')),
          and(
            isNotNull(calendarEvents.recurrence),
            sql`${calendarEvents.recurrenceUntil} + (${calendarEvents.end} - ${calendarEvents.start}) > ${sql.placeholder('from')}`,
          ),
        ),
      ),
    )
    .orderBy(asc(calendarEvents.start), asc(calendarEvents.id))
    .limit(CALENDAR_LIST_LIMIT)
    .prepare('calendar_events_in_window');

  return {
    async list(viewerId: string, window: { start?: string; end?: string }) {
      const windowed = Boolean(window.start || window.end);
      const rows = windowed
        ? await inWindow.execute({
            viewerId,
            from: window.start ?? '0001-01-01T00:00:00Z',
            until: window.end ?? '9999-12-31T00:00:00Z',
          })
        : await all.execute({ viewerId });
      const people = await peopleOf(db, rows);
      const now = Date.now();
      const from = new Date(window.start ?? (windowed ? 0 : now - DEFAULT_PAST_MS));
      const until = new Date(window.end ?? (windowed ? 8.64e15 : now + DEFAULT_FUTURE_MS));
      const events: CalendarEvent[] = [];
      for (const row of rows) {
        if (!row.recurrence) {
          events.push(toCalendarEvent(row, viewerId, people));
          continue;
        }
        const excluded = people.excluded.get(row.id);
        for (const occurrence of occurrencesIn(seriesOf(row), from, until, excluded)) {
          events.push(toCalendarEvent(row, viewerId, people, occurrence));
        }
      }
      events.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || (a.id < b.id ? -1 : 1));
      return events.slice(0, CALENDAR_LIST_LIMIT);
    },
  };
}
