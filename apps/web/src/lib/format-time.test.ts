import { describe, expect, it } from 'vitest';
import { formatListDate, fromNow } from './format-time.ts';

const now = new Date('2026-06-15T12:00:00');

describe('time formatting', () => {
  it('shows the time today, day and month this year, the date before', () => {
    expect(formatListDate(new Date('2026-06-15T09:05:00').toISOString(), 'en', now)).toMatch(
      /09:05/,
    );
    expect(formatListDate(new Date('2026-03-03T09:05:00').toISOString(), 'en', now)).toBe('Mar 3');
    expect(formatListDate(new Date('2024-03-03T09:05:00').toISOString(), 'en', now)).toBe('3/3/24');
  });

  it("says how long ago, in the reader's language", () => {
    expect(fromNow(new Date(now.getTime() - 5 * 60_000).toISOString(), 'en', now.getTime())).toBe(
      '5 minutes ago',
    );
    expect(fromNow(new Date(now.getTime() - 86_400_000).toISOString(), 'en', now.getTime())).toBe(
      'yesterday',
    );
    expect(fromNow(new Date(now.getTime() - 10_000).toISOString(), 'fr', now.getTime())).toBe(
      'maintenant',
    );
  });
});
