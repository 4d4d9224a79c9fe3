import { describe, expect, it } from 'vitest';
import { conflictingFields } from './edit-conflict.ts';

describe('conflictingFields', () => {
  const base = { name: 'Ada', about: 'old', city: 'Oslo' };
  const theirs = { name: 'Ada', about: 'theirs', city: 'Lisbon' };

  it('without the starting values, every field of mine that differs from theirs', () => {
    expect(conflictingFields({ name: 'Grace', about: 'mine' }, theirs)).toEqual(['name', 'about']);
  });

  it('with them, only the fields both of us changed to different values', () => {
    expect(conflictingFields({ name: 'Grace', about: 'mine' }, theirs, base)).toEqual(['about']);
    expect(conflictingFields({ about: 'theirs' }, theirs, base)).toEqual([]);
  });
});
