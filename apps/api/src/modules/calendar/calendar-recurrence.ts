// Where a repeating event's occurrences fall. Repeats keep the organiser's wall clock in their
// time zone (a weekly 09:00 in Paris stays 09:00 after the clocks change); a monthly event on the
// 31st skips months without one (RFC 5545 does the same). All-day events repeat in UTC, where
// their days are stored.
import type { CalendarFrequency } from '@keel/contracts/calendar-constants';
import { CALENDAR_OCCURRENCES_MAX } from '@keel/contracts/calendar-constants';

export interface Series {
  start: Date;
  end: Date;
  recurrence: CalendarFrequency | null;
  recurrenceUntil: Date | null;
  timeZone: string;
  allDay: boolean;
}

export interface Occurrence {
  start: Date;
  end: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number; // 0-11
  day: number;
  ms: number; // milliseconds since local midnight
}

function wallClockOf(instant: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const fraction = ((instant % 1000) + 1000) % 1000;
  return {
    year: parts.year!,
    month: parts.month! - 1,
    day: parts.day!,
    ms: ((parts.hour! * 60 + parts.minute!) * 60 + parts.second!) * 1000 + fraction,
  };
}

/** The zone's offset from UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClockOf(instant, timeZone);
  return Date.UTC(wall.year, wall.month, wall.day) + wall.ms - instant;
}

/** The instant a wall-clock time happens in the zone (the later offset in a skipped hour). */
function instantOf(wall: WallClock, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month, wall.day) + wall.ms;
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  return second;
}

/** The n-th occurrence's start (0 is the series start), or null when that month has no such day. */
function nthStart(series: Series, wall: WallClock, n: number): number | null {
  const zone = series.allDay ? 'UTC' : series.timeZone;
  if (series.recurrence === 'monthly') {
    const month = wall.month + n;
    const probe = new Date(Date.UTC(wall.year, month, wall.day));
    if (probe.getUTCDate() !== wall.day) return null;
    return instantOf(
      { year: probe.getUTCFullYear(), month: probe.getUTCMonth(), day: wall.day, ms: wall.ms },
      zone,
    );
  }
  const days = series.recurrence === 'weekly' ? 7 * n : n;
  const date = new Date(Date.UTC(wall.year, wall.month, wall.day + days));
  return instantOf(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth(),
      day: date.getUTCDate(),
      ms: wall.ms,
    },
    zone,
  );
}

/** A step index a little before `from`, so long series do not walk from their first day. */
function firstStepNear(series: Series, from: number): number {
  const span = series.end.getTime() - series.start.getTime();
  const gap = from - span - series.start.getTime();
  if (gap <= 0) return 0;
  const period =
    series.recurrence === 'monthly'
      ? 31 * 86_400_000
      : series.recurrence === 'weekly'
        ? 7 * 86_400_000
        : 86_400_000;
  // One period of slack for DST and month lengths.
  return Math.max(0, Math.floor(gap / period) - 2);
}

/**
 * The occurrences that overlap [from, until), without those in `excluded` (their original starts
 * in ms), at most `limit`. A one-off event is its only occurrence.
 */
export function occurrencesIn(
  series: Series,
  from: Date,
  until: Date,
  excluded: ReadonlySet<number> = new Set(),
  limit = CALENDAR_OCCURRENCES_MAX,
): Occurrence[] {
  const span = series.end.getTime() - series.start.getTime();
  const overlaps = (start: number) => start < until.getTime() && start + span > from.getTime();
  // A zero-length event "overlaps" a window it starts in.
  const inWindow = (start: number) =>
    overlaps(start) || (span === 0 && start >= from.getTime() && start < until.getTime());
  if (!series.recurrence || !series.recurrenceUntil) {
    const start = series.start.getTime();
    return inWindow(start) && !excluded.has(start)
      ? [{ start: series.start, end: series.end }]
      : [];
  }
  const zone = series.allDay ? 'UTC' : series.timeZone;
  const wall = wallClockOf(series.start.getTime(), zone);
  const last = series.recurrenceUntil.getTime();
  const found: Occurrence[] = [];
  for (let n = firstStepNear(series, from.getTime()); n < CALENDAR_OCCURRENCES_MAX * 31; n += 1) {
    const start = nthStart(series, wall, n);
    if (start === null) continue;
    if (start > last || start >= until.getTime()) break;
    if (start < series.start.getTime()) continue;
    if (!inWindow(start) || excluded.has(start)) continue;
    found.push({ start: new Date(start), end: new Date(start + span) });
    if (found.length >= limit) break;
  }
  return found;
}

/** The first occurrence starting at or after `after` (none past the series' end). */
export function nextOccurrence(
  series: Series,
  after: Date,
  excluded: ReadonlySet<number> = new Set(),
): Occurrence | undefined {
  const span = series.end.getTime() - series.start.getTime();
  // Occurrences overlapping [after - span, ∞) include every one starting at or after `after`.
  const horizon = series.recurrenceUntil
    ? new Date(series.recurrenceUntil.getTime() + span + 1)
    : new Date(series.start.getTime() + span + 1);
  return occurrencesIn(
    series,
    new Date(after.getTime() - span - 1),
    new Date(Math.max(horizon.getTime(), after.getTime() + 1)),
    excluded,
  ).find((occurrence) => occurrence.start.getTime() >= after.getTime());
}

/** Whether `start` (ms) is one of the series' own occurrence starts. */
export function isOccurrence(series: Series, start: number): boolean {
  return occurrencesIn(series, new Date(start), new Date(start + 1), new Set(), 1).some(
    (occurrence) => occurrence.start.getTime() === start,
  );
}

/** How many times the series happens in all (to refuse endless-looking ones). */
export function occurrenceCount(series: Series): number {
  if (!series.recurrence || !series.recurrenceUntil) return 1;
  return occurrencesIn(
    series,
    series.start,
    new Date(series.recurrenceUntil.getTime() + 1),
    new Set(),
    CALENDAR_OCCURRENCES_MAX + 1,
  ).length;
}
