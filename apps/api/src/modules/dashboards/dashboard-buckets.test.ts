import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lastDays,
  lastMonths,
  monthsOfYear,
  percentChange,
  periodBuckets,
} from './dashboard-buckets.ts';

describe('dashboard buckets', () => {
  it('cover a year in twelve contiguous UTC months', () => {
    const months = monthsOfYear(2025);
    expect(months).toHaveLength(12);
    expect(months[0]!.label).toBe('2025-01');
    expect(months[11]!.end.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    for (let index = 1; index < months.length; index += 1)
      expect(months[index]!.start).toEqual(months[index - 1]!.end);
  });

  it('stop a year at the current month when given now', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    expect(monthsOfYear(2026, now).map((month) => month.label)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(monthsOfYear(2025, now)).toHaveLength(12);
  });

  it('end the period buckets with the current day or month', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    expect(periodBuckets('week', now).map((bucket) => bucket.label)).toEqual(
      lastDays(7, now).map((bucket) => bucket.label),
    );
    expect(periodBuckets('week', now).at(-1)!.label).toBe('2026-03-15');
    expect(periodBuckets('month', now)).toHaveLength(30);
    expect(lastMonths(12, now).at(-1)!.label).toBe('2026-03');
    expect(lastMonths(12, now)[0]!.label).toBe('2025-04');
  });

  it('compute a signed percent change, 100 when there was nothing before', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBe(100);
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 10_000 }), (now, before) => {
        // Rounded to one decimal, a tiny change may read 0 but never points the wrong way.
        expect(percentChange(now, before) * (now - before)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
