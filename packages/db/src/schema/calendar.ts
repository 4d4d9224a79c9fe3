// Calendar events (docs/spec/pages.md#calendar; issue 20): one organiser each, optionally repeating (daily,
// weekly or monthly until a date, in the organiser's time zone), with invited users who answer,
// and a reminder delivered as a notification by the due-reminders queue below.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CALENDAR_FREQUENCIES, CALENDAR_RESPONSES } from '@keel/contracts/calendar-constants';
import { users } from './users.ts';
import { editVersionColumns } from './edit-version.ts';

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    /** Null: happens once. Otherwise repeats from `start` until `recurrence_until` (inclusive). */
    recurrence: text('recurrence', { enum: CALENDAR_FREQUENCIES }),
    recurrenceUntil: timestamp('recurrence_until', { withTimezone: true }),
    /** IANA zone whose wall clock the repeats keep (a 09:00 weekly stays 09:00 across DST). */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Minutes before each start to remind the organiser and the invited who did not decline. */
    reminderMinutes: integer('reminder_minutes'),
    /** An occurrence edited on its own: the series it came from (deleted with it). */
    seriesId: uuid('series_id').references((): AnyPgColumn => calendarEvents.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...editVersionColumns(),
  },
  (table) => [
    index('calendar_events_user_start_idx').on(table.userId, table.start),
    index('calendar_events_series_idx').on(table.seriesId),
  ],
);

/** Occurrences of a series that no longer happen as the series says (deleted or edited alone). */
export const calendarEventExclusions = pgTable(
  'calendar_event_exclusions',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.occurrenceStart] })],
);

export const calendarEventAttendees = pgTable(
  'calendar_event_attendees',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    response: text('response', { enum: CALENDAR_RESPONSES }).notNull().default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('calendar_event_attendees_user_idx').on(table.userId),
  ],
);

/**
 * The due-reminders queue: one row per occurrence to remind of. Any API process claims due rows
 * with FOR UPDATE SKIP LOCKED and a lease (`claimed_at`), delivers, then stamps `sent_at`; a
 * process that dies mid-delivery leaves a lease that expires, so the row survives restarts.
 */
export const calendarReminders = pgTable(
  'calendar_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('calendar_reminders_occurrence_idx').on(table.eventId, table.occurrenceStart),
    index('calendar_reminders_due_idx')
      .on(table.dueAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type NewCalendarEventRow = typeof calendarEvents.$inferInsert;
export type CalendarAttendeeRow = typeof calendarEventAttendees.$inferSelect;
export type CalendarReminderRow = typeof calendarReminders.$inferSelect;
