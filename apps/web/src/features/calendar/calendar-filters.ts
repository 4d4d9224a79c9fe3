// The filter drawer's rules (browser-side, docs/spec/pages.md#calendar): colours and a date range.
import type { CalendarEvent } from '@keel/contracts/calendar';

export interface CalendarFilters {
  colors: string[];
  /** Days ("2030-01-05"), inclusive; empty means open-ended. */
  startDay: string;
  endDay: string;
}

export const noFilters: CalendarFilters = { colors: [], startDay: '', endDay: '' };

export const filtersActive = (filters: CalendarFilters) =>
  filters.colors.length > 0 || !!filters.startDay || !!filters.endDay;

/** Local midnight of a day, as a timestamp. */
const localDay = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).getTime();
};

/** Events of the chosen colours that overlap the chosen days; an inverted range matches nothing. */
export function applyFilters(events: CalendarEvent[], filters: CalendarFilters): CalendarEvent[] {
  const colors = new Set(filters.colors.map((color) => color.toLowerCase()));
  const from = filters.startDay ? localDay(filters.startDay) : -Infinity;
  const until = filters.endDay ? localDay(filters.endDay, 1) : Infinity;
  return events.filter((event) => {
    if (colors.size > 0 && !colors.has(event.color.toLowerCase())) return false;
    const start = Date.parse(event.start);
    const end = Math.max(Date.parse(event.end), start + 1);
    return start < until && end > from;
  });
}
