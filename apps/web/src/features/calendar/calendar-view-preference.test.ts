import { beforeEach, describe, expect, it } from 'vitest';
import { loadCalendarView, saveCalendarView } from './calendar-view-preference.ts';

describe('calendar view preference', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the view per account', () => {
    saveCalendarView('ann', 'week');
    saveCalendarView('bob', 'agenda');
    expect(loadCalendarView('ann')).toBe('week');
    expect(loadCalendarView('bob')).toBe('agenda');
    expect(loadCalendarView('cid')).toBeUndefined();
  });

  it('ignores a stored value that is not a view, and signed-out callers', () => {
    localStorage.setItem('keel.calendar.view.ann', 'year');
    expect(loadCalendarView('ann')).toBeUndefined();
    saveCalendarView(undefined, 'day');
    expect(loadCalendarView(undefined)).toBeUndefined();
  });
});
