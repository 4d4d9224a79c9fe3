// The event dialog's values and helpers the calendar page uses before any dialog opens; the
// rules themselves (zod) are in calendar-event-schema.ts, loaded with the dialog.
import { CALENDAR_COLORS } from '@keel/contracts/calendar-constants';
import type { CalendarEvent } from '@keel/contracts/calendar';
import { nextFullHour } from './calendar-dates.ts';
import type { EventFormValues } from './calendar-event-schema.ts';

export type { EventFormInput, EventFormValues } from './calendar-event-schema.ts';

export const EVENT_FORM_FIELDS = [
  'title',
  'description',
  'color',
  'allDay',
  'start',
  'end',
] as const;

/** What the dialog opens with: the event, a selected range, or "New event" at the next full hour. */
export function formDefaults(
  event?: CalendarEvent,
  range?: { start: string; end: string; allDay: boolean },
): EventFormValues {
  if (event) {
    const { title, description, color, allDay, start, end } = event;
    return { title, description, color, allDay, start, end };
  }
  const times = range ?? { ...nextFullHour(), allDay: false };
  return { title: '', description: '', color: CALENDAR_COLORS[0], ...times };
}

/** End before start (or not after it, for whole days): dates turn red and saving is off. */
export function datesInvalid(values: Pick<EventFormValues, 'start' | 'end' | 'allDay'>): boolean {
  const start = Date.parse(values.start);
  const end = Date.parse(values.end);
  return values.allDay ? end <= start : end < start;
}

/** Only what changed, for `events/update`. */
export function changedFields(
  before: CalendarEvent,
  after: EventFormValues,
): Partial<EventFormValues> {
  const patch: Partial<Record<keyof EventFormValues, unknown>> = {};
  for (const field of EVENT_FORM_FIELDS) {
    if (before[field] !== after[field]) patch[field] = after[field];
  }
  return patch as Partial<EventFormValues>;
}
