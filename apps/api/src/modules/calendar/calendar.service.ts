// Personal calendar: every query is scoped to the owner, so another user's event id reads as
// "Event not found" whether it exists or not.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CalendarMessages,
  type CalendarEvent,
  type CalendarEventInputSchema,
  type CalendarEventPatchSchema,
} from '@keel/contracts/calendar';
import { calendarEvents, type CalendarEventRow } from '@keel/db/schema/calendar';
import type { z } from 'zod';
import { badRequest, notFound } from '../../shared/http-error.ts';

type EventInput = z.output<typeof CalendarEventInputSchema>;
type EventPatch = z.output<typeof CalendarEventPatchSchema>;

// A calendar is a personal list, not a table: the whole of it fits one response, but never
// more than this many events (a year of a busy schedule), so no call is unbounded.
export const CALENDAR_LIST_LIMIT = 5000;

export function toCalendarEvent(row: CalendarEventRow): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    color: row.color,
    allDay: row.allDay,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
  } satisfies CalendarEvent;
}

export function createCalendarService(app: Pick<FastifyInstance, 'db'>) {
  const { db } = app;
  const userId = sql.placeholder('userId');
  const allOfUser = db
    .select()
    .from(calendarEvents)
    .where(eq(calendarEvents.userId, userId))
    .orderBy(asc(calendarEvents.start), asc(calendarEvents.id))
    .limit(CALENDAR_LIST_LIMIT)
    .prepare('calendar_events_of_user');
  // Overlapping the window: starts before its end and ends after its start.
  const windowOfUser = db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        lt(calendarEvents.start, sql.placeholder('until')),
        gt(calendarEvents.end, sql.placeholder('from')),
      ),
    )
    .orderBy(asc(calendarEvents.start), asc(calendarEvents.id))
    .limit(CALENDAR_LIST_LIMIT)
    .prepare('calendar_events_in_window');
  const ownedEvent = db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, sql.placeholder('id')), eq(calendarEvents.userId, userId)))
    .prepare('calendar_event_owned');

  return {
    async list(
      ownerId: string,
      window: { start?: string; end?: string },
    ): Promise<CalendarEvent[]> {
      const rows =
        window.start || window.end
          ? await windowOfUser.execute({
              userId: ownerId,
              from: window.start ?? '0001-01-01T00:00:00Z',
              until: window.end ?? '9999-12-31T00:00:00Z',
            })
          : await allOfUser.execute({ userId: ownerId });
      return rows.map(toCalendarEvent);
    },

    async create(ownerId: string, input: EventInput): Promise<CalendarEvent> {
      const [row] = await db
        .insert(calendarEvents)
        .values({
          userId: ownerId,
          title: input.title,
          description: input.description,
          color: input.color,
          allDay: input.allDay,
          start: new Date(input.start),
          end: new Date(input.end),
        })
        .returning();
      return toCalendarEvent(row!);
    },

    async update(ownerId: string, eventId: string, patch: EventPatch): Promise<CalendarEvent> {
      const [current] = await ownedEvent.execute({ id: eventId, userId: ownerId });
      if (!current) throw notFound('Event');
      const start = patch.start ? new Date(patch.start) : current.start;
      // null: ends when it starts (FullCalendar's way of saying end = start).
      const end = patch.end === null ? start : patch.end ? new Date(patch.end) : current.end;
      if (end < start)
        throw badRequest(CalendarMessages.endBeforeStart, { end: CalendarMessages.endBeforeStart });
      const [row] = await db
        .update(calendarEvents)
        .set({
          ...(patch.title !== undefined && { title: patch.title }),
          ...(patch.description !== undefined && { description: patch.description }),
          ...(patch.color !== undefined && { color: patch.color }),
          ...(patch.allDay !== undefined && { allDay: patch.allDay }),
          start,
          end,
          updatedAt: new Date(),
        })
        .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.userId, ownerId)))
        .returning();
      if (!row) throw notFound('Event');
      return toCalendarEvent(row);
    },

    async remove(ownerId: string, eventId: string): Promise<void> {
      const deleted = await db
        .delete(calendarEvents)
        .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.userId, ownerId)))
        .returning({ id: calendarEvents.id });
      if (deleted.length === 0) throw notFound('Event');
    },
  };
}
