// The event dialog's values and helpers the calendar page uses before any dialog opens; the
// rules themselves (zod) are in calendar-event-schema.ts, loaded with the dialog.
import { CALENDAR_COLORS } from '@keel/contracts/calendar-constants';
import type { CalendarEvent, CalendarPerson } from '@keel/contracts/calendar';
import { nextFullHour } from './calendar-dates.ts';
import type { EventFormInput, EventFormValues } from './calendar-event-schema.ts';

export type { EventFormInput, EventFormValues } from './calendar-event-schema.ts';

export const EVENT_FORM_FIELDS = [
  'title',
  'description',
  'color',
  'allDay',
  'start',
  'end',
  'recurrence',
  'attendees',
  'reminderMinutes',
] as const;

/** The browser's time zone: a repeating event keeps its wall clock there. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The form holds invited people with their names (for the chips); the API takes their ids. */
export type EventFormDefaults = EventFormValues & { attendees: CalendarPerson[] };

/** What the dialog opens with: the event, a selected range, or "New event" at the next full hour. */
export function formDefaults(
  event?: CalendarEvent,
  range?: { start: string; end: string; allDay: boolean },
): EventFormDefaults {
  const extras = { timeZone: browserTimeZone() };
  if (event) {
    const { title, description, color, allDay, start, end, recurrence, reminderMinutes } = event;
    const attendees = event.attendees.map(({ id, name, avatar }) => ({ id, name, avatar }));
    return {
      title,
      description,
      color,
      allDay,
      start,
      end,
      recurrence,
      reminderMinutes,
      attendees,
      ...extras,
    };
  }
  const times = range ?? { ...nextFullHour(), allDay: false };
  return {
    title: '',
    description: '',
    color: CALENDAR_COLORS[0],
    ...times,
    recurrence: null,
    reminderMinutes: null,
    attendees: [],
    ...extras,
  };
}

/** End before start (or not after it, for whole days): dates turn red and saving is off. */
export function datesInvalid(values: Pick<EventFormInput, 'start' | 'end' | 'allDay'>): boolean {
  const start = Date.parse(values.start);
  const end = Date.parse(values.end);
  return values.allDay ? end <= start : end < start;
}

const comparable = (field: (typeof EVENT_FORM_FIELDS)[number], value: unknown) =>
  JSON.stringify(
    field === 'attendees' && Array.isArray(value)
      ? value.map((person: { id: string }) => person.id).sort()
      : (value ?? null),
  );

/** Only what changed, for `events/update`. */
export function changedFields(
  before: CalendarEvent,
  after: EventFormValues,
): Partial<EventFormValues> {
  const patch: Partial<Record<keyof EventFormValues, unknown>> = {};
  for (const field of EVENT_FORM_FIELDS) {
    if (comparable(field, before[field]) !== comparable(field, after[field]))
      patch[field] = after[field];
  }
  return patch as Partial<EventFormValues>;
}
