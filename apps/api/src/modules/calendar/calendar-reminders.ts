// Calendar reminders (issue 20): a due-reminders queue in the database, so a reminder survives
// restarts and is delivered once however many API processes run. Each process polls; a poll
// claims due rows with FOR UPDATE SKIP LOCKED (two processes never claim the same row) and a
// lease (`claimed_at`), delivers them as notifications, then stamps `sent_at`. A process that
// dies between claim and delivery leaves a lease that expires after LEASE_MS, and another poll
// delivers it then. Delivering a repeating event's reminder queues the next occurrence's.
import { and, asc, eq, inArray, isNull, lte, ne, or, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@keel/db/client';
import {
  calendarEventAttendees,
  calendarEventExclusions,
  calendarEvents,
  calendarReminders,
  type CalendarEventRow,
} from '@keel/db/schema/calendar';
import { nextOccurrence } from './calendar-recurrence.ts';
import { seriesOf } from './calendar.read.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const LEASE_MS = 2 * 60_000;
const BATCH = 100;
export const CALENDAR_LINK = '/dashboard/calendar';

/** When the reminder of the occurrence starting at `start` is due. */
const dueOf = (start: Date, minutes: number) => new Date(start.getTime() - minutes * 60_000);

/**
 * Queues the reminder of the event's next occurrence whose reminder is still ahead, replacing
 * any unsent one (the event moved, or its reminder changed). Run in the transaction that changed
 * the event, so the queue never disagrees with the event.
 */
export async function scheduleReminder(
  tx: Tx | Database,
  row: CalendarEventRow,
  now = new Date(),
  after?: Date,
): Promise<void> {
  await tx
    .delete(calendarReminders)
    .where(and(eq(calendarReminders.eventId, row.id), isNull(calendarReminders.sentAt)));
  if (row.reminderMinutes === null) return;
  const excluded = row.recurrence
    ? new Set(
        (
          await tx
            .select({ at: calendarEventExclusions.occurrenceStart })
            .from(calendarEventExclusions)
            .where(eq(calendarEventExclusions.eventId, row.id))
        ).map(({ at }) => at.getTime()),
      )
    : undefined;
  // The next occurrence still to come; one starting sooner than its reminder is reminded now.
  const earliest = new Date(Math.max(now.getTime(), after?.getTime() ?? 0));
  const next = nextOccurrence(seriesOf(row), earliest, excluded);
  if (!next) return;
  const due = dueOf(next.start, row.reminderMinutes);
  await tx
    .insert(calendarReminders)
    .values({
      eventId: row.id,
      occurrenceStart: next.start,
      dueAt: due < now ? now : due,
    })
    .onConflictDoNothing();
}

function describeStart(minutes: number): string {
  if (minutes === 0) return 'Starts now';
  if (minutes % 1440 === 0) return `Starts in ${minutes / 1440} day${minutes === 1440 ? '' : 's'}`;
  if (minutes % 60 === 0) return `Starts in ${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `Starts in ${minutes} minutes`;
}

export function createCalendarReminders(
  app: Pick<FastifyInstance, 'db' | 'events' | 'log' | 'notifications'>,
) {
  const { db } = app;
  const { notifications } = app;

  /** Claims up to BATCH due reminders for this process (none that another process holds). */
  async function claim(now: Date) {
    const due = db
      .select({ id: calendarReminders.id })
      .from(calendarReminders)
      .where(
        and(
          isNull(calendarReminders.sentAt),
          lte(calendarReminders.dueAt, now),
          or(
            isNull(calendarReminders.claimedAt),
            lt(calendarReminders.claimedAt, new Date(now.getTime() - LEASE_MS)),
          ),
        ),
      )
      .orderBy(asc(calendarReminders.dueAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(calendarReminders)
      .set({ claimedAt: now })
      .where(inArray(calendarReminders.id, due))
      .returning();
  }

  async function deliver(
    reminder: { id: string; eventId: string; occurrenceStart: Date },
    now: Date,
  ) {
    const [event] = await db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.id, reminder.eventId));
    if (event) {
      const invited = await db
        .select({ userId: calendarEventAttendees.userId })
        .from(calendarEventAttendees)
        .where(
          and(
            eq(calendarEventAttendees.eventId, event.id),
            ne(calendarEventAttendees.response, 'no'),
          ),
        );
      const minutes = Math.round((reminder.occurrenceStart.getTime() - now.getTime()) / 60_000);
      const description = describeStart(
        Math.max(0, Math.min(minutes, event.reminderMinutes ?? minutes)),
      );
      for (const userId of [event.userId, ...invited.map((row) => row.userId)]) {
        await notifications.notify(userId, {
          type: 'calendar_event',
          title: `Reminder: ${event.title}`,
          description,
          link: CALENDAR_LINK,
        });
      }
    }
    await db.transaction(async (tx) => {
      await tx
        .update(calendarReminders)
        .set({ sentAt: now })
        .where(eq(calendarReminders.id, reminder.id));
      if (event?.recurrence) {
        await scheduleReminder(tx, event, now, new Date(reminder.occurrenceStart.getTime() + 1));
      }
    });
  }

  return {
    /** One poll: delivers every reminder due by `now`; answers how many it delivered. */
    async deliverDue(now = new Date()): Promise<number> {
      let delivered = 0;
      for (;;) {
        const claimed = await claim(now);
        for (const reminder of claimed) {
          try {
            await deliver(reminder, now);
            delivered += 1;
          } catch (error) {
            // Left claimed: the lease runs out and a later poll tries again.
            app.log.error({ err: error, reminder: reminder.id }, 'calendar reminder failed');
          }
        }
        if (claimed.length < BATCH) return delivered;
      }
    },
  };
}

export type CalendarReminders = ReturnType<typeof createCalendarReminders>;
