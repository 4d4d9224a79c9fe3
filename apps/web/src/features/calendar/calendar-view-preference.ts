// The calendar view a user chose last (issue 19: "the calendar view is lost on reload"), kept in
// this browser per account, so a shared browser does not hand one person's view to the next.
import { CALENDAR_VIEWS, type CalendarView } from './calendar-views.ts';

const keyOf = (userId: string) => `keel.calendar.view.${userId}`;

export function loadCalendarView(userId: string | undefined): CalendarView | undefined {
  if (!userId) return undefined;
  try {
    const stored = localStorage.getItem(keyOf(userId));
    return CALENDAR_VIEWS.find((view) => view === stored);
  } catch {
    return undefined;
  }
}

export function saveCalendarView(userId: string | undefined, view: CalendarView): void {
  if (!userId) return;
  try {
    localStorage.setItem(keyOf(userId), view);
  } catch {
    // Storage full or disabled: the view simply is not remembered.
  }
}
