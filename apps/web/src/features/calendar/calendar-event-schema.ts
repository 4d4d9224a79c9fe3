// The event dialog's rules: the contract's, plus whole days for all-day events (their end is
// exclusive, so it must come after the start).
import { CalendarEventInputSchema, CalendarMessages } from '@keel/contracts/calendar';
import type { z } from 'zod';

export const EventFormSchema = CalendarEventInputSchema.refine(
  (event) => !event.allDay || Date.parse(event.end) > Date.parse(event.start),
  { message: CalendarMessages.endBeforeStart, path: ['end'] },
);
export type EventFormInput = z.input<typeof EventFormSchema>;
export type EventFormValues = z.output<typeof EventFormSchema>;
