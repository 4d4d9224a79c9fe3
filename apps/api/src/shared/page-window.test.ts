import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

/** The rows a window picks out of 0..total-1, in list order. */
function rowsOf(page: number, pageSize: number, total: number): number[] {
  const window = pageWindow(page, pageSize, total);
  if (!window) return [];
  const order = Array.from({ length: total }, (_, index) => index);
  if (window.reversed) order.reverse();
  const picked = order.slice(window.offset, window.offset + window.limit);
  return window.reversed ? picked.reverse() : picked;
}

describe('pageWindow', () => {
  it('reads early pages forwards and late pages backwards, with the same rows either way', () => {
    for (const total of [0, 1, 9, 10, 11, 95, 100]) {
      for (let page = 1; page <= 12; page++) {
        const expected = Array.from({ length: total }, (_, index) => index).slice(
          (page - 1) * 10,
          page * 10,
        );
        expect(rowsOf(page, 10, total), `page ${page} of ${total}`).toEqual(expected);
      }
    }
    expect(pageWindow(2, 10, 100)).toEqual({ limit: 10, offset: 10, reversed: false });
    expect(pageWindow(10, 10, 95)).toEqual({ limit: 5, offset: 0, reversed: true });
    expect(pageWindow(5000, 20, 100_052)).toEqual({ limit: 20, offset: 52, reversed: true });
  });

  it('has no window past the end, and reads from the start without a total', () => {
    expect(pageWindow(3, 10, 20)).toBeUndefined();
    expect(pageWindow(3, 10)).toEqual({ limit: 10, offset: 20, reversed: false });
  });
});
