// The seed's four calendar calls, typed from the contracts.
import type {
  CalendarEventInput,
  CalendarEventPatch,
  CalendarEventResponse,
  CalendarEventsResponse,
} from '@keel/contracts/calendar';
import { http } from '../../lib/http.ts';

export const calendarApi = {
  events: () => http.get<CalendarEventsResponse>('/api/calendar/events'),
  create: (event: CalendarEventInput) =>
    http.post<CalendarEventResponse>('/api/calendar/events/new', event),
  update: (eventId: string, event: CalendarEventPatch) =>
    http.post<CalendarEventResponse>('/api/calendar/events/update', { eventId, event }),
  remove: (eventId: string) => http.post<object>('/api/calendar/events/delete', { eventId }),
};
