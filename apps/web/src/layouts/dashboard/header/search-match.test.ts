import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesQuery, splitMatches } from './search-match.ts';

describe('header search matching', () => {
  it('matches translated titles and paths, ignoring case', () => {
    const entry = { title: 'User › List', path: '/dashboard/user/list' };
    expect(matchesQuery(entry, 'list')).toBe(true);
    expect(matchesQuery(entry, 'DASHBOARD/USER')).toBe(true);
    expect(matchesQuery(entry, 'kanban')).toBe(false);
    expect(matchesQuery(entry, '  ')).toBe(true);
  });

  it('highlights every occurrence', () => {
    expect(splitMatches('Level 1a, level 1b', 'level')).toEqual([
      { text: 'Level', match: true },
      { text: ' 1a, ', match: false },
      { text: 'level', match: true },
      { text: ' 1b', match: false },
    ]);
  });

  it('puts the text back together unchanged, with only matching parts marked', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 3 }), (text, query) => {
        const parts = splitMatches(text, query);
        expect(parts.map((part) => part.text).join('')).toBe(text);
        for (const part of parts.filter((candidate) => candidate.match)) {
          expect(part.text.toLowerCase()).toBe(query.trim().toLowerCase());
        }
      }),
    );
  });
});
