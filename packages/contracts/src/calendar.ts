// Calendar (seed-spec §3 and §7; pages.md §1 CalendarEvent, §8): each user's own events.
import { z } from 'zod';
import { CALENDAR_COLORS, CALENDAR_DESCRIPTION_MAX, CALENDAR_TITLE_MAX, CalendarMessages } from './calendar-constants.ts';
import { IdSchema, requiredString } from './common.ts';

export * from './calendar-constants.ts';

export const CalendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  color: z.string(),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

const eventFields = {
  title: requiredString(CalendarMessages.titleRequired, {
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
};

const endNotBeforeStart = (event: { start?: string; end?: string | null }) =>
  !event.start || !event.end || Date.parse(event.end) >= Date.parse(event.start);

/** The body of `events/new` is the event itself (an `id`, if sent, is ignored). */
export const CalendarEventInputSchema = z
  .object({
    title: eventFields.title,
    description: eventFields.description.default(''),
    color: eventFields.color.default(CALENDAR_COLORS[0]),
    allDay: eventFields.allDay.default(false),
    start: eventFields.start,
    end: eventFields.end,
  })
  .refine(endNotBeforeStart, { message: CalendarMessages.endBeforeStart, path: ['end'] });
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
  })
  .refine(endNotBeforeStart, { message: CalendarMessages.endBeforeStart, path: ['end'] });
export type CalendarEventPatch = z.input<typeof CalendarEventPatchSchema>;

export const CalendarEventUpdateBodySchema = z.object({
  eventId: IdSchema,
  event: CalendarEventPatchSchema,
});
export type CalendarEventUpdateBody = z.input<typeof CalendarEventUpdateBodySchema>;

export const CalendarEventDeleteBodySchema = z.object({ eventId: IdSchema });

/** Optional window: events that overlap [start, end). Without it, all of the user's events. */
export const CalendarEventsQuerySchema = z.object({
  start: z.iso.datetime({ offset: true, error: 'start must be an ISO date' }).optional(),
  end: z.iso.datetime({ offset: true, error: 'end must be an ISO date' }).optional(),
});

export const CalendarEventsResponseSchema = z.object({ events: z.array(CalendarEventSchema) });
export type CalendarEventsResponse = z.infer<typeof CalendarEventsResponseSchema>;
export const CalendarEventResponseSchema = z.object({ event: CalendarEventSchema });
export type CalendarEventResponse = z.infer<typeof CalendarEventResponseSchema>;
