// Calendar events: the organiser changes an event; invited users see it and answer. Another
// user's event reads as "Event not found" unless they are invited. A repeating event is edited
// as a whole ("all") or one occurrence at a time ("one": that occurrence leaves the series and
// becomes an event of its own). Every change re-queues the event's reminder in its transaction.
import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CalendarMessages,
  CalendarRecurrenceMessages,
  CALENDAR_OCCURRENCES_MAX,
  type CalendarEvent,
  type CalendarEventInputSchema,
  type CalendarEventPatchSchema,
  type CalendarPerson,
} from '@keel/contracts/calendar';
import type { Database } from '@keel/db/client';
import {
  calendarEventAttendees,
  calendarEventExclusions,
  calendarEvents,
  type CalendarEventRow,
} from '@keel/db/schema/calendar';
import { users } from '@keel/db/schema/users';
import type { z } from 'zod';
import { badRequest, forbidden, HttpError, notFound } from '../../shared/http-error.ts';
import { checkVersion, nextVersion } from '../../shared/edit-version.ts';
import { CALENDAR_LINK, scheduleReminder } from './calendar-reminders.ts';
import { isOccurrence, occurrenceCount } from './calendar-recurrence.ts';
import { createCalendarReader, readEvent, seriesOf } from './calendar.read.ts';

export { CALENDAR_LIST_LIMIT } from './calendar.read.ts';

type EventInput = z.output<typeof CalendarEventInputSchema>;
type EventPatch = z.output<typeof CalendarEventPatchSchema>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Scope = 'one' | 'all';

const RESPONSE_TEXT = { yes: 'is going to', no: 'is not going to', maybe: 'might go to' } as const;

export function createCalendarService(
  app: Pick<FastifyInstance, 'db' | 'events' | 'notifications'>,
) {
  const { db } = app;
  const reader = createCalendarReader(db);
  const { notifications } = app;

  /** The invited users that exist and are active, without the organiser; unknown ids → 400. */
  async function checkAttendees(tx: Tx, organizerId: string, ids: { id: string }[]) {
    const wanted = [...new Set(ids.map(({ id }) => id))].filter((id) => id !== organizerId);
    if (wanted.length === 0) return [];
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, wanted), eq(users.status, 'active')));
    if (found.length !== wanted.length)
      throw badRequest(CalendarRecurrenceMessages.attendeeNotFound, {
        attendees: CalendarRecurrenceMessages.attendeeNotFound,
      });
    return wanted;
  }

  /** Replaces the invited users, keeping the answers of those who stay; answers who is new. */
  async function writeAttendees(tx: Tx, eventId: string, userIds: string[]): Promise<string[]> {
    const before = await tx
      .select({ userId: calendarEventAttendees.userId })
      .from(calendarEventAttendees)
      .where(eq(calendarEventAttendees.eventId, eventId));
    const had = new Set(before.map((row) => row.userId));
    const keep = new Set(userIds);
    const gone = [...had].filter((id) => !keep.has(id));
    if (gone.length > 0)
      await tx
        .delete(calendarEventAttendees)
        .where(
          and(
            eq(calendarEventAttendees.eventId, eventId),
            inArray(calendarEventAttendees.userId, gone),
          ),
        );
    const added = userIds.filter((id) => !had.has(id));
    if (added.length > 0)
      await tx.insert(calendarEventAttendees).values(added.map((userId) => ({ eventId, userId })));
    return added;
  }

  function checkSeries(
    row: Pick<
      CalendarEventRow,
      'start' | 'end' | 'recurrence' | 'recurrenceUntil' | 'timeZone' | 'allDay'
    >,
  ) {
    if (row.recurrenceUntil && row.recurrenceUntil < row.start)
      throw badRequest(CalendarRecurrenceMessages.untilBeforeStart, {
        'recurrence.until': CalendarRecurrenceMessages.untilBeforeStart,
      });
    if (occurrenceCount(row) > CALENDAR_OCCURRENCES_MAX)
      throw badRequest(CalendarRecurrenceMessages.tooMany, {
        recurrence: CalendarRecurrenceMessages.tooMany,
      });
  }

  async function invite(event: CalendarEvent, userIds: string[]) {
    const name = event.organizer.name || 'Someone';
    for (const userId of userIds) {
      await notifications.notify(userId, {
        type: 'calendar_event',
        title: `${name} invited you to ${event.title}`,
        description: event.allDay ? event.start.slice(0, 10) : event.start,
        avatarUrl: event.organizer.avatar,
        link: CALENDAR_LINK,
      });
    }
  }

  /** The event, locked, when I organise it; 403 when I am only invited; 404 otherwise. */
  async function lockOwn(tx: Tx, organizerId: string, eventId: string) {
    const [row] = await tx
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.id, eventId))
      .for('update');
    if (!row) throw notFound('Event');
    if (row.userId !== organizerId) {
      const [invited] = await tx
        .select({ userId: calendarEventAttendees.userId })
        .from(calendarEventAttendees)
        .where(
          and(
            eq(calendarEventAttendees.eventId, eventId),
            eq(calendarEventAttendees.userId, organizerId),
          ),
        );
      if (invited) throw forbidden(CalendarRecurrenceMessages.notOrganizer);
      throw notFound('Event');
    }
    return row;
  }

  /** The occurrence named by the client, checked against the series. */
  async function occurrenceOf(tx: Tx, row: CalendarEventRow, occurrenceStart: string) {
    const at = Date.parse(occurrenceStart);
    const [excluded] = await tx
      .select({ eventId: calendarEventExclusions.eventId })
      .from(calendarEventExclusions)
      .where(
        and(
          eq(calendarEventExclusions.eventId, row.id),
          eq(calendarEventExclusions.occurrenceStart, new Date(at)),
        ),
      );
    if (excluded || !isOccurrence(seriesOf(row), at))
      throw new HttpError(404, CalendarRecurrenceMessages.occurrenceNotFound, 'NOT_FOUND');
    return new Date(at);
  }

  const person = { id: users.id, name: users.displayName, avatar: users.photoUrl };

  return {
    list: (viewerId: string, window: { start?: string; end?: string }) =>
      reader.list(viewerId, window),

    async people(viewerId: string, q: string): Promise<CalendarPerson[]> {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select(person)
        .from(users)
        .where(
          and(
            eq(users.status, 'active'),
            ne(users.id, viewerId),
            or(ilike(users.displayName, pattern), ilike(users.email, pattern)),
          ),
        )
        .orderBy(asc(users.displayName), asc(users.id))
        .limit(20);
    },

    async create(organizerId: string, input: EventInput): Promise<CalendarEvent> {
      const { row, added } = await db.transaction(async (tx) => {
        const values = {
          userId: organizerId,
          title: input.title,
          description: input.description,
          color: input.color,
          allDay: input.allDay,
          start: new Date(input.start),
          end: new Date(input.end),
          recurrence: input.recurrence?.frequency ?? null,
          recurrenceUntil: input.recurrence ? new Date(input.recurrence.until) : null,
          timeZone: input.timeZone,
          reminderMinutes: input.reminderMinutes,
        };
        checkSeries(values);
        const attendees = await checkAttendees(tx, organizerId, input.attendees);
        const [inserted] = await tx.insert(calendarEvents).values(values).returning();
        const invited = await writeAttendees(tx, inserted!.id, attendees);
        await scheduleReminder(tx, inserted!);
        return { row: inserted!, added: invited };
      });
      const event = await readEvent(db, row, organizerId);
      await invite(event, added);
      return event;
    },

    /** Start and end are checked on the event as it is, under its row lock (one edit at a time). */
    async update(
      organizerId: string,
      eventId: string,
      patch: EventPatch,
      options: { version?: number; occurrenceStart?: string; scope?: Scope } = {},
    ): Promise<CalendarEvent> {
      const { row, added } = await db.transaction(async (tx) => {
        const current = await lockOwn(tx, organizerId, eventId);
        await checkVersion(tx, current, options.version, () => readEvent(tx, current, organizerId));
        const occurrence =
          current.recurrence && options.occurrenceStart
            ? await occurrenceOf(tx, current, options.occurrenceStart)
            : undefined;
        const span = current.end.getTime() - current.start.getTime();
        // Where the edited occurrence (or the one-off event) goes.
        const from = occurrence ?? current.start;
        const start = patch.start ? new Date(patch.start) : from;
        // null: ends when it starts (FullCalendar's way of saying end = start).
        const end =
          patch.end === null
            ? start
            : patch.end
              ? new Date(patch.end)
              : new Date(start.getTime() + span);
        if (end < start)
          throw badRequest(CalendarMessages.endBeforeStart, {
            end: CalendarMessages.endBeforeStart,
          });
        const fields = {
          ...(patch.title !== undefined && { title: patch.title }),
          ...(patch.description !== undefined && { description: patch.description }),
          ...(patch.color !== undefined && { color: patch.color }),
          ...(patch.allDay !== undefined && { allDay: patch.allDay }),
          ...(patch.reminderMinutes !== undefined && { reminderMinutes: patch.reminderMinutes }),
          ...(patch.timeZone !== undefined && { timeZone: patch.timeZone }),
        };
        const attendeeIds =
          patch.attendees !== undefined
            ? await checkAttendees(tx, organizerId, patch.attendees)
            : undefined;

        if (occurrence && options.scope === 'one') {
          // This occurrence leaves the series and becomes an event of its own.
          await tx.insert(calendarEventExclusions).values({ eventId, occurrenceStart: occurrence });
          await tx
            .update(calendarEvents)
            .set(nextVersion(current, organizerId))
            .where(eq(calendarEvents.id, eventId));
          const [detached] = await tx
            .insert(calendarEvents)
            .values({
              userId: organizerId,
              title: current.title,
              description: current.description,
              color: current.color,
              allDay: current.allDay,
              timeZone: current.timeZone,
              reminderMinutes: current.reminderMinutes,
              ...fields,
              start,
              end,
              recurrence: null,
              recurrenceUntil: null,
              seriesId: current.seriesId ?? current.id,
            })
            .returning();
          const invited = await tx
            .select()
            .from(calendarEventAttendees)
            .where(eq(calendarEventAttendees.eventId, eventId));
          if (invited.length > 0)
            await tx
              .insert(calendarEventAttendees)
              .values(invited.map((attendee) => ({ ...attendee, eventId: detached!.id })));
          const added = attendeeIds ? await writeAttendees(tx, detached!.id, attendeeIds) : [];
          await scheduleReminder(tx, current);
          await scheduleReminder(tx, detached!);
          return { row: detached!, added };
        }

        // The whole event (or series): a moved occurrence moves every occurrence by as much.
        const shift = start.getTime() - from.getTime();
        const seriesStart = new Date(current.start.getTime() + shift);
        const seriesEnd = new Date(seriesStart.getTime() + (end.getTime() - start.getTime()));
        const recurrence =
          patch.recurrence === undefined
            ? {}
            : {
                recurrence: patch.recurrence?.frequency ?? null,
                recurrenceUntil: patch.recurrence ? new Date(patch.recurrence.until) : null,
              };
        const next = { ...current, ...fields, ...recurrence, start: seriesStart, end: seriesEnd };
        checkSeries(next);
        if (shift !== 0 && current.recurrence) {
          // Occurrences left out of the series keep pointing at the occurrences they replaced.
          await tx
            .update(calendarEventExclusions)
            .set({
              occurrenceStart: sql`${calendarEventExclusions.occurrenceStart} + ${`${shift} milliseconds`}::interval`,
            })
            .where(eq(calendarEventExclusions.eventId, eventId));
        }
        const [updated] = await tx
          .update(calendarEvents)
          .set({
            ...fields,
            ...recurrence,
            start: seriesStart,
            end: seriesEnd,
            ...nextVersion(current, organizerId),
          })
          .where(eq(calendarEvents.id, eventId))
          .returning();
        const added = attendeeIds ? await writeAttendees(tx, eventId, attendeeIds) : [];
        await scheduleReminder(tx, updated!);
        return { row: updated!, added };
      });
      const event = await readEvent(db, row, organizerId);
      await invite(event, added);
      return event;
    },

    async remove(
      organizerId: string,
      eventId: string,
      options: { occurrenceStart?: string; scope?: Scope } = {},
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await lockOwn(tx, organizerId, eventId);
        if (current.recurrence && options.occurrenceStart && options.scope === 'one') {
          const occurrence = await occurrenceOf(tx, current, options.occurrenceStart);
          await tx.insert(calendarEventExclusions).values({ eventId, occurrenceStart: occurrence });
          await tx
            .update(calendarEvents)
            .set(nextVersion(current, organizerId))
            .where(eq(calendarEvents.id, eventId));
          await scheduleReminder(tx, current);
          return;
        }
        await tx.delete(calendarEvents).where(eq(calendarEvents.id, eventId));
      });
    },

    /** An invited user's answer; the organiser is told. */
    async respond(
      viewerId: string,
      eventId: string,
      response: 'yes' | 'no' | 'maybe',
    ): Promise<CalendarEvent> {
      const [answered] = await db
        .update(calendarEventAttendees)
        .set({ response, respondedAt: new Date() })
        .where(
          and(
            eq(calendarEventAttendees.eventId, eventId),
            eq(calendarEventAttendees.userId, viewerId),
          ),
        )
        .returning();
      if (!answered) throw notFound('Event');
      const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, eventId));
      if (!row) throw notFound('Event');
      const event = await readEvent(db, row, viewerId);
      const me = event.attendees.find((attendee) => attendee.id === viewerId);
      await notifications.notify(row.userId, {
        type: 'calendar_event',
        title: `${me?.name ?? 'Someone'} ${RESPONSE_TEXT[response]} ${row.title}`,
        description: `Answer: ${response}`,
        avatarUrl: me?.avatar ?? null,
        link: CALENDAR_LINK,
      });
      return event;
    },
  };
}
