// The four views of docs/spec/pages.md#calendar and the FullCalendar views that show them.
export const CALENDAR_VIEWS = ['month', 'week', 'day', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const FULLCALENDAR_VIEW: Record<CalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'listWeek',
};

export const viewOf = (fullCalendarView: string | undefined): CalendarView =>
  (Object.entries(FULLCALENDAR_VIEW).find(([, type]) => type === fullCalendarView)?.[0] as
    CalendarView | undefined) ?? 'month';

/**
 * A calendar entry's key: the event id, plus which occurrence for a repeating event (each
 * occurrence shares the series id, and FullCalendar needs one id per entry).
 */
export const eventKey = (event: { id: string; occurrenceStart: string | null }) =>
  event.occurrenceStart ? `${event.id}|${event.occurrenceStart}` : event.id;
