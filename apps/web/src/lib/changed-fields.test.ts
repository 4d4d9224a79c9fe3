import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';

describe('changedFields', () => {
  const initial = { name: 'Ann', about: '', isPublic: true, tags: ['a'], photoURL: null };

  it('returns nothing when nothing changed', () => {
    expect(changedFields(['name', 'about', 'isPublic', 'tags'], { ...initial }, initial)).toEqual(
      {},
    );
  });

  it('returns each changed field, including switches, arrays and nulls', () => {
    const values = { name: 'Anna', about: '', isPublic: false, tags: ['a', 'b'], photoURL: '/x' };
    expect(
      changedFields(['name', 'about', 'isPublic', 'tags', 'photoURL'], values, initial),
    ).toEqual({ name: 'Anna', isPublic: false, tags: ['a', 'b'], photoURL: '/x' });
  });

  it('ignores fields outside the list and whitespace-only differences', () => {
    expect(changedFields(['name'], { ...initial, name: ' Ann ', about: 'x' }, initial)).toEqual({});
  });
});
