// Calendar (docs/spec/seed.md#entities and docs/spec/seed.md#calls; docs/spec/pages.md#data-shapes CalendarEvent, docs/spec/pages.md#calendar): each user's own events.
import { z } from 'zod';
import {
  CALENDAR_ATTENDEES_MAX,
  CALENDAR_COLORS,
  CALENDAR_DESCRIPTION_MAX,
  CALENDAR_FREQUENCIES,
  CALENDAR_REMINDER_MAX,
  CALENDAR_RESPONSES,
  CALENDAR_TITLE_MAX,
  CalendarMessages,
  CalendarRecurrenceMessages,
} from './calendar-constants.ts';
import { IdSchema } from './common.ts';
import { nameString } from './bidi.ts';
import { VersionSchema } from './edit-version.ts';

export * from './calendar-constants.ts';

export const CalendarRecurrenceSchema = z.object({
  frequency: z.enum(CALENDAR_FREQUENCIES, { error: 'Repeat must be daily, weekly or monthly' }),
  /** No occurrence starts after this instant (the web sends the end of the chosen day). */
  until: z.iso.datetime({ offset: true, error: CalendarRecurrenceMessages.untilRequired }),
});
export type CalendarRecurrence = z.infer<typeof CalendarRecurrenceSchema>;

export const CalendarPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type CalendarPerson = z.infer<typeof CalendarPersonSchema>;

export const CalendarAttendeeSchema = CalendarPersonSchema.extend({
  response: z.enum(CALENDAR_RESPONSES),
});
export type CalendarAttendee = z.infer<typeof CalendarAttendeeSchema>;

/**
 * One event as a calendar shows it. A repeating event comes once per occurrence in the window:
 * same `id` (the series), `occurrenceStart` naming which one, `start`/`end` of that occurrence.
 */
export const CalendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  color: z.string(),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string(),
  recurrence: CalendarRecurrenceSchema.nullable(),
  /** This occurrence's original start, for a repeating event; null for a one-off. */
  occurrenceStart: z.string().nullable(),
  reminderMinutes: z.number().nullable(),
  organizer: CalendarPersonSchema,
  /** False when I see it as an invited user (I can only answer). */
  isOrganizer: z.boolean(),
  attendees: z.array(CalendarAttendeeSchema),
  /** Bumped by every edit (edit-version.ts). */
  version: z.number(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

const eventFields = {
  title: nameString(CalendarMessages.titleRequired, {
    max: CALENDAR_TITLE_MAX,
    message: CalendarMessages.titleTooLong,
  }),
  description: z
    .string({ error: 'Description must be text' })
    .max(CALENDAR_DESCRIPTION_MAX, CalendarMessages.descriptionTooLong),
  color: z
    .string({ error: CalendarMessages.color })
    .regex(/^#[0-9a-fA-F]{6}$/, CalendarMessages.color),
  allDay: z.boolean({ error: 'All day must be true or false' }),
  start: z.iso.datetime({ offset: true, error: CalendarMessages.startRequired }),
  end: z.iso.datetime({ offset: true, error: CalendarMessages.endRequired }),
  recurrence: CalendarRecurrenceSchema.nullable(),
  attendees: z
    .array(z.object({ id: IdSchema }), { error: 'Invited people must be a list' })
    .max(CALENDAR_ATTENDEES_MAX, `At most ${CALENDAR_ATTENDEES_MAX} invited people`),
  reminderMinutes: z
    .number({ error: 'Reminder must be a number of minutes' })
    .int('Reminder must be a whole number of minutes')
    .min(0, 'Reminder must be 0 or more minutes')
    .max(CALENDAR_REMINDER_MAX, 'Reminder must be at most a week before')
    .nullable(),
  timeZone: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, CalendarRecurrenceMessages.timeZone),
};

const endNotBeforeStart = (event: { start?: string; end?: string | null }) =>
  !event.start || !event.end || Date.parse(event.end) >= Date.parse(event.start);
const untilNotBeforeStart = (event: { start?: string; recurrence?: { until: string } | null }) =>
  !event.start ||
  !event.recurrence ||
  Date.parse(event.recurrence.until) >= Date.parse(event.start);

/** The body of `events/new` is the event itself (an `id`, if sent, is ignored). */
export const CalendarEventInputSchema = z
  .object({
    title: eventFields.title,
    description: eventFields.description.default(''),
    color: eventFields.color.default(CALENDAR_COLORS[0]),
    allDay: eventFields.allDay.default(false),
    start: eventFields.start,
    end: eventFields.end,
    recurrence: eventFields.recurrence.default(null),
    attendees: eventFields.attendees.default([]),
    reminderMinutes: eventFields.reminderMinutes.default(null),
    /** The organiser's zone (the browser's); repeats keep its wall clock. */
    timeZone: eventFields.timeZone.default('UTC'),
  })
  .refine(endNotBeforeStart, { message: CalendarMessages.endBeforeStart, path: ['end'] })
  .refine(untilNotBeforeStart, {
    message: CalendarRecurrenceMessages.untilBeforeStart,
    path: ['recurrence', 'until'],
  });
export type CalendarEventInput = z.input<typeof CalendarEventInputSchema>;

/** Changed fields only; the server checks the order of start and end after merging. */
export const CalendarEventPatchSchema = z
  .object({
    title: eventFields.title.optional(),
    description: eventFields.description.optional(),
    color: eventFields.color.optional(),
    allDay: eventFields.allDay.optional(),
    start: eventFields.start.optional(),
    /** null: the event ends when it starts (FullCalendar sends it when such an event is dragged). */
    end: eventFields.end.nullable().optional(),
    recurrence: eventFields.recurrence.optional(),
    attendees: eventFields.attendees.optional(),
    reminderMinutes: eventFields.reminderMinutes.optional(),
    timeZone: eventFields.timeZone.optional(),
  })
  .refine(endNotBeforeStart, { message: CalendarMessages.endBeforeStart, path: ['end'] });
export type CalendarEventPatch = z.input<typeof CalendarEventPatchSchema>;

export const CalendarEventUpdateBodySchema = z.object({
  eventId: IdSchema,
  event: CalendarEventPatchSchema,
  /**
   * The version the edit started from; stale → 409 with the current event. Optional: the
   * docs/spec/seed.md's call is `{ eventId, event }`, which stays "last write wins".
   */
  version: VersionSchema.optional(),
  /** Which occurrence of a repeating event was edited (its `occurrenceStart`). */
  occurrenceStart: z.iso.datetime({ offset: true }).optional(),
  /**
   * `one`: only that occurrence (it becomes an event of its own); `all`: the series (a moved
   * start or end moves every occurrence by as much). Default `all`.
   */
  scope: z.enum(['one', 'all']).default('all'),
});
export type CalendarEventUpdateBody = z.input<typeof CalendarEventUpdateBodySchema>;

export const CalendarEventDeleteBodySchema = z.object({
  eventId: IdSchema,
  occurrenceStart: z.iso.datetime({ offset: true }).optional(),
  scope: z.enum(['one', 'all']).default('all'),
});
export type CalendarEventDeleteBody = z.input<typeof CalendarEventDeleteBodySchema>;

/** An invited user's answer (the organiser sees it on the event). */
export const CalendarRespondBodySchema = z.object({
  eventId: IdSchema,
  response: z.enum(['yes', 'no', 'maybe'], { error: 'Answer yes, no or maybe' }),
});
export type CalendarRespondBody = z.input<typeof CalendarRespondBodySchema>;

/** People to invite: active users whose name or e-mail contains `q` (not me). */
export const CalendarPeopleQuerySchema = z.object({ q: z.string().max(100).default('') });
export const CalendarPeopleResponseSchema = z.object({ people: z.array(CalendarPersonSchema) });
export type CalendarPeopleResponse = z.infer<typeof CalendarPeopleResponseSchema>;

/** Optional window: events that overlap [start, end). Without it, all of the user's events. */
export const CalendarEventsQuerySchema = z.object({
  start: z.iso.datetime({ offset: true, error: 'start must be an ISO date' }).optional(),
  end: z.iso.datetime({ offset: true, error: 'end must be an ISO date' }).optional(),
});

export const CalendarEventsResponseSchema = z.object({ events: z.array(CalendarEventSchema) });
export type CalendarEventsResponse = z.infer<typeof CalendarEventsResponseSchema>;
export const CalendarEventResponseSchema = z.object({ event: CalendarEventSchema });
export type CalendarEventResponse = z.infer<typeof CalendarEventResponseSchema>;
