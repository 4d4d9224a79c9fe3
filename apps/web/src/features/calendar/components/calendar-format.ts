// How an event's time reads in lists: "Jan 5, 2030, 9:00 – 10:00 AM", or days for all-day events.
import type { CalendarEvent } from '@keel/contracts/calendar';
import { addDays } from '../calendar-dates.ts';

const LOCALE_TAGS: Record<string, string> = { cn: 'zh-CN', ar: 'ar-SD' };

export function formatEventTime(
  event: CalendarEvent,
  language: string,
  allDayLabel: string,
): string {
  const locale = LOCALE_TAGS[language] ?? language;
  if (event.allDay) {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const last = addDays(event.end, -1);
    const days =
      last > event.start
        ? format.formatRange(new Date(event.start), new Date(last))
        : format.format(new Date(event.start));
    return `${days} · ${allDayLabel}`;
  }
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return format.formatRange(new Date(event.start), new Date(event.end));
}
