import { describe, expect, it } from 'vitest';
import {
  allDayFromLocal,
  dayOf,
  dayStart,
  fromLocalInput,
  nextFullHour,
  toggleAllDay,
  toLocalInput,
} from './calendar-dates.ts';

describe('calendar dates', () => {
  it('round-trips an instant through the local date-time input', () => {
    const iso = new Date(2030, 0, 5, 14, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2030-01-05T14:30');
    expect(fromLocalInput('2030-01-05T14:30')).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
  });

  it('keeps all-day events on their day in any time zone', () => {
    expect(dayStart('2030-01-05')).toBe('2030-01-05T00:00:00.000Z');
    expect(dayOf('2030-01-05T00:00:00.000Z')).toBe('2030-01-05');
    expect(allDayFromLocal(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05T00:00:00.000Z');
    expect(dayStart('nope')).toBeNull();
  });

  it('starts a new event at the next full hour, for an hour', () => {
    const { start, end } = nextFullHour(new Date(2030, 0, 5, 14, 20));
    expect(start).toBe(new Date(2030, 0, 5, 15, 0).toISOString());
    expect(Date.parse(end) - Date.parse(start)).toBe(3_600_000);
  });

  it('switches to whole days and back', () => {
    const timed = {
      start: new Date(2030, 0, 5, 10).toISOString(),
      end: new Date(2030, 0, 6, 11).toISOString(),
    };
    expect(toggleAllDay(timed, true)).toEqual({
      start: '2030-01-05T00:00:00.000Z',
      end: '2030-01-07T00:00:00.000Z',
    });
    expect(
      toggleAllDay({ start: '2030-01-05T00:00:00.000Z', end: '2030-01-07T00:00:00.000Z' }, false),
    ).toEqual({
      start: new Date(2030, 0, 5, 9).toISOString(),
      end: new Date(2030, 0, 5, 10).toISOString(),
    });
  });
});
