// Dates of the calendar. Timed events are instants shown in the viewer's time zone. All-day
// events are whole days: start and end sit on UTC midnights and the end is exclusive (as
// FullCalendar counts them), so a day means the same day in every time zone.
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `<input type="datetime-local">` value for an instant, in local time. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The day of an all-day instant ("2030-01-05"). */
export const dayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** A day ("2030-01-05") as an all-day instant. */
export function dayStart(day: string): string | null {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The day a local date falls on, as an all-day instant (FullCalendar hands all-day dates in local time). */
export const allDayFromLocal = (date: Date) =>
  new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())).toISOString();

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** "New event" starts at the next full hour and lasts an hour. */
export function nextFullHour(now = new Date()): { start: string; end: string } {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  return { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
}

/** Switching "All day" keeps the days: to whole days, or to 09:00–10:00 on the first day. */
export function toggleAllDay(
  range: { start: string; end: string },
  allDay: boolean,
): { start: string; end: string } {
  if (allDay) {
    const start = allDayFromLocal(new Date(range.start));
    const lastDay = allDayFromLocal(new Date(range.end));
    return { start, end: addDays(lastDay < start ? start : lastDay, 1) };
  }
  const [year, month, day] = dayOf(range.start).split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, day, 9);
  return { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
}
