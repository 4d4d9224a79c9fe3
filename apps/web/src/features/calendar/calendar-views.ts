// The four views of pages.md §8 and the FullCalendar views that show them.
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
