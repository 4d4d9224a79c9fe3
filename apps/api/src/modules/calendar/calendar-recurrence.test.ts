import { describe, expect, it } from 'vitest';
import {
  isOccurrence,
  nextOccurrence,
  occurrenceCount,
  occurrencesIn,
  type Series,
} from './calendar-recurrence.ts';

const iso = (date: Date) => date.toISOString();
const series = (over: Partial<Series>): Series => ({
  start: new Date('2031-01-06T09:00:00Z'),
  end: new Date('2031-01-06T10:00:00Z'),
  recurrence: 'weekly',
  recurrenceUntil: new Date('2031-02-03T23:59:59Z'),
  timeZone: 'UTC',
  allDay: false,
  ...over,
});
const all = (s: Series) => occurrencesIn(s, new Date('2030-01-01Z'), new Date('2033-01-01Z'));

describe('occurrences', () => {
  it('repeats weekly up to and including the end date', () => {
    expect(all(series({})).map((o) => iso(o.start))).toEqual([
      '2031-01-06T09:00:00.000Z',
      '2031-01-13T09:00:00.000Z',
      '2031-01-20T09:00:00.000Z',
      '2031-01-27T09:00:00.000Z',
      '2031-02-03T09:00:00.000Z',
    ]);
  });

  it('repeats daily and keeps the duration', () => {
    const days = all(
      series({ recurrence: 'daily', recurrenceUntil: new Date('2031-01-08T12:00Z') }),
    );
    expect(days.map((o) => [iso(o.start), iso(o.end)])).toEqual([
      ['2031-01-06T09:00:00.000Z', '2031-01-06T10:00:00.000Z'],
      ['2031-01-07T09:00:00.000Z', '2031-01-07T10:00:00.000Z'],
      ['2031-01-08T09:00:00.000Z', '2031-01-08T10:00:00.000Z'],
    ]);
  });

  it('repeats monthly on the same day and skips months without it', () => {
    const s = series({
      start: new Date('2031-01-31T09:00:00Z'),
      end: new Date('2031-01-31T10:00:00Z'),
      recurrence: 'monthly',
      recurrenceUntil: new Date('2031-05-31T23:00:00Z'),
    });
    expect(all(s).map((o) => iso(o.start).slice(0, 10))).toEqual([
      '2031-01-31',
      '2031-03-31',
      '2031-05-31',
    ]);
  });

  it('keeps the wall clock of its time zone across a DST change', () => {
    // Paris: UTC+1 in March until the 30th, UTC+2 after.
    const s = series({
      start: new Date('2031-03-24T08:00:00Z'), // 09:00 in Paris
      end: new Date('2031-03-24T09:00:00Z'),
      recurrenceUntil: new Date('2031-04-08T00:00:00Z'),
      timeZone: 'Europe/Paris',
    });
    expect(all(s).map((o) => iso(o.start))).toEqual([
      '2031-03-24T08:00:00.000Z',
      '2031-03-31T07:00:00.000Z',
      '2031-04-07T07:00:00.000Z',
    ]);
  });

  it('answers only the window, without excluded occurrences', () => {
    const s = series({});
    const excluded = new Set([Date.parse('2031-01-20T09:00:00Z')]);
    const shown = occurrencesIn(
      s,
      new Date('2031-01-13T09:30:00Z'),
      new Date('2031-01-28T00:00:00Z'),
      excluded,
    );
    expect(shown.map((o) => iso(o.start))).toEqual([
      '2031-01-13T09:00:00.000Z',
      '2031-01-27T09:00:00.000Z',
    ]);
  });

  it('finds the next occurrence, tells occurrences apart and counts them', () => {
    const s = series({});
    expect(iso(nextOccurrence(s, new Date('2031-01-14T00:00:00Z'))!.start)).toBe(
      '2031-01-20T09:00:00.000Z',
    );
    expect(nextOccurrence(s, new Date('2031-02-04T00:00:00Z'))).toBeUndefined();
    expect(isOccurrence(s, Date.parse('2031-01-13T09:00:00Z'))).toBe(true);
    expect(isOccurrence(s, Date.parse('2031-01-14T09:00:00Z'))).toBe(false);
    expect(occurrenceCount(s)).toBe(5);
    expect(occurrenceCount(series({ recurrence: null, recurrenceUntil: null }))).toBe(1);
  });

  it('walks a long series from near the window, not from its first day', () => {
    const s = series({ recurrence: 'daily', recurrenceUntil: new Date('2033-12-31T00:00:00Z') });
    const shown = occurrencesIn(
      s,
      new Date('2033-06-01T00:00:00Z'),
      new Date('2033-06-03T00:00:00Z'),
    );
    expect(shown.map((o) => iso(o.start))).toEqual([
      '2033-06-01T09:00:00.000Z',
      '2033-06-02T09:00:00.000Z',
    ]);
  });
});
