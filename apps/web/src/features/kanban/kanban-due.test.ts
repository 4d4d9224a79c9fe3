import { describe, expect, it } from 'vitest';
import { dueInOrder, formatDue, fromDateInput, isLate, toDateInput } from './kanban-due.ts';

describe('due ranges', () => {
  it('round-trips a picked date through local midnight', () => {
    const iso = fromDateInput('2030-01-05')!;
    expect(new Date(iso).getHours()).toBe(0);
    expect(toDateInput(iso)).toBe('2030-01-05');
    expect(fromDateInput('')).toBeNull();
  });

  it('is late only when unfinished and the last day has passed', () => {
    const now = new Date(2030, 0, 10, 12);
    const past = fromDateInput('2030-01-09');
    const today = fromDateInput('2030-01-10');
    expect(isLate([null, past], false, now)).toBe(true);
    expect(isLate([null, past], true, now)).toBe(false);
    expect(isLate([past, today], false, now)).toBe(false);
    expect(isLate([null, null], false, now)).toBe(false);
  });

  it('formats a range, a single day, or nothing', () => {
    const a = fromDateInput('2030-01-05');
    const b = fromDateInput('2030-01-09');
    expect(formatDue([a, b], 'en')).toMatch(/Jan 5\s*–\s*9/);
    expect(formatDue([a, a], 'en')).toBe('Jan 5');
    expect(formatDue([null, b], 'en')).toBe('Jan 9');
    expect(formatDue([null, null], 'en')).toBe('');
  });

  it('wants the end on or after the start', () => {
    expect(dueInOrder([fromDateInput('2030-01-05'), fromDateInput('2030-01-04')])).toBe(false);
    expect(dueInOrder([fromDateInput('2030-01-05'), fromDateInput('2030-01-05')])).toBe(true);
    expect(dueInOrder([null, fromDateInput('2030-01-05')])).toBe(true);
  });
});
