import { describe, expect, it } from 'vitest';
import { sizeAt } from './blog-posts-view.tsx';

describe('post grid sizes', () => {
  it('is one large, two medium, then small cards (pages.md §13)', () => {
    expect(Array.from({ length: 6 }, (_, index) => sizeAt(index))).toEqual([
      'large',
      'medium',
      'medium',
      'small',
      'small',
      'small',
    ]);
  });
});
