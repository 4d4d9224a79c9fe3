import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@keel/contracts/calendar';
import { applyFilters, filtersActive, noFilters } from './calendar-filters.ts';

const at = (day: number, hour: number) => new Date(2030, 0, day, hour).toISOString();
const event = (id: string, color: string, startDay: number, endDay = startDay): CalendarEvent => ({
  id,
  version: 1,
  recurrence: null,
  occurrenceStart: null,
  reminderMinutes: null,
  organizer: { id: 'me', name: 'Me', avatar: null },
  isOrganizer: true,
  attendees: [],
  title: id,
  description: '',
  color,
  allDay: false,
  start: at(startDay, 9),
  end: at(endDay, 10),
});
const events = [event('a', '#3366FF', 3), event('b', '#00AB55', 5, 7), event('c', '#3366ff', 10)];

describe('calendar filters', () => {
  it('keeps everything without filters', () => {
    expect(applyFilters(events, noFilters)).toEqual(events);
    expect(filtersActive(noFilters)).toBe(false);
  });

  it('keeps the chosen colours, in any case', () => {
    expect(applyFilters(events, { ...noFilters, colors: ['#3366FF'] }).map((e) => e.id)).toEqual([
      'a',
      'c',
    ]);
  });

  it('keeps events overlapping the chosen days, inclusive', () => {
    expect(
      applyFilters(events, { ...noFilters, startDay: '2030-01-06', endDay: '2030-01-10' }).map(
        (e) => e.id,
      ),
    ).toEqual(['b', 'c']);
    expect(applyFilters(events, { ...noFilters, endDay: '2030-01-03' }).map((e) => e.id)).toEqual([
      'a',
    ]);
    expect(
      applyFilters(events, { ...noFilters, startDay: '2030-01-09', endDay: '2030-01-04' }),
    ).toEqual([]);
    expect(filtersActive({ ...noFilters, startDay: '2030-01-01' })).toBe(true);
  });

  it('only ever narrows: the result is a subset, in the same order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 28 }),
            len: fc.integer({ min: 0, max: 3 }),
            color: fc.constantFrom('#3366FF', '#00AB55', '#FF5630'),
          }),
          { maxLength: 20 },
        ),
        fc.subarray(['#3366FF', '#00AB55', '#FF5630']),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 28 }),
        (specs, colors, from, to) => {
          const list = specs.map((spec, index) =>
            event(String(index), spec.color, spec.day, Math.min(28, spec.day + spec.len)),
          );
          const day = (n: number) => `2030-01-${String(n).padStart(2, '0')}`;
          const result = applyFilters(list, { colors, startDay: day(from), endDay: day(to) });
          const ids = list.map((e) => e.id);
          const positions = result.map((e) => ids.indexOf(e.id));
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
          for (const e of result) {
            if (colors.length) expect(colors).toContain(e.color);
          }
        },
      ),
    );
  });
});
