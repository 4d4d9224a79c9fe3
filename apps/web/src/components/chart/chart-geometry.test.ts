import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alignedTicks,
  angleOf,
  arcPath,
  barPath,
  labelStride,
  linearScale,
  nearestIndex,
  niceStep,
  niceTicks,
  polar,
  sectorPath,
  shorten,
  sliceAt,
  smoothPath,
  tickStep,
} from './chart-geometry.ts';

/** The numbers of a path, in order. */
const numbers = (path: string) => (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

/** A cubic Bézier's y at t. */
const cubic = (p0: number, p1: number, p2: number, p3: number, t: number) =>
  (1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t ** 2 * p2 + t ** 3 * p3;

describe('ticks', () => {
  it('covers the data from zero in round steps', () => {
    expect(niceTicks(0, 27)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(niceTicks(0, 4070.59)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(niceTicks(0, 0.7)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
    expect(niceTicks(-12, 30)).toEqual([-20, -10, 0, 10, 20, 30]);
  });

  it('gives counts whole-number ticks only, and an empty axis 0 to 1', () => {
    expect(niceTicks(0, 1, 5, true)).toEqual([0, 1]);
    expect(niceTicks(0, 3, 5, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it('always reaches the maximum in about the asked number of steps', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1e9, noNaN: true }),
        fc.boolean(),
        (max, integer) => {
          const ticks = niceTicks(0, max, 5, integer);
          expect(ticks[0]).toBe(0);
          expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max * (1 - 1e-9));
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks.length).toBeLessThanOrEqual(12);
          if (integer) expect(ticks.every(Number.isInteger)).toBe(true);
        },
      ),
    );
  });

  it('lines a second axis up with the first: the same number of steps, covering its own maximum', () => {
    expect(alignedTicks(27, 4)).toEqual([0, 10, 20, 30, 40]);
    expect(alignedTicks(3, 4, true)).toEqual([0, 1, 2, 3, 4]);
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(0), fc.double({ min: 1e-6, max: 1e9, noNaN: true })),
        fc.integer({ min: 1, max: 8 }),
        (max, intervals) => {
          const ticks = alignedTicks(max, intervals);
          expect(ticks).toHaveLength(intervals + 1);
          expect(ticks[intervals]).toBeGreaterThanOrEqual(max * (1 - 1e-9));
        },
      ),
    );
  });

  it('picks steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(6)).toBe(10);
    expect(niceStep(2.1)).toBe(2.5);
    expect(niceStep(2.1, true)).toBe(5);
    expect(tickStep(6)).toBe(5);
    expect(tickStep(0.3, true)).toBe(1);
  });
});

describe('scales and labels', () => {
  it('maps a domain onto a range, upside down for a y axis', () => {
    const y = linearScale([0, 30], [300, 0]);
    expect(y(0)).toBe(300);
    expect(y(15)).toBe(150);
    expect(linearScale([5, 5], [10, 20])(5)).toBe(10);
  });

  it('shows every n-th category label so they never overlap', () => {
    expect(labelStride(60, 30)).toBe(1);
    expect(labelStride(20, 30)).toBe(2);
    expect(labelStride(10, 60)).toBe(7);
  });

  it('shortens a long name with an ellipsis', () => {
    expect(shorten('Ireland', 100)).toBe('Ireland');
    const cut = shorten('Bonaire, Sint Eustatius and Saba', 80);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThan(15);
  });

  it('finds the nearest position', () => {
    expect(nearestIndex([0, 10, 20, 30], 14)).toBe(1);
    expect(nearestIndex([0, 10, 20, 30], 99)).toBe(3);
  });
});

describe('smooth curves', () => {
  it('passes through every point', () => {
    const points = [
      [0, 100],
      [50, 20],
      [100, 60],
      [150, 60],
    ] as const;
    const path = smoothPath(points);
    expect(path.startsWith('M0,100C')).toBe(true);
    for (const [x, y] of points.slice(1)) expect(path).toContain(`,${x},${y}`);
  });

  it('never overshoots between two points: no dip below the baseline, no peak above the data', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 2, maxLength: 30 }),
        (ys) => {
          const values = numbers(smoothPath(ys.map((y, index) => [index * 20, y] as const)));
          // M x0 y0, then per segment C c1x c1y c2x c2y x y
          for (let segment = 0; segment < ys.length - 1; segment += 1) {
            const [, c1, , c2, , end] = values.slice(2 + segment * 6, 8 + segment * 6);
            const start = ys[segment] ?? 0;
            const low = Math.min(start, ys[segment + 1] ?? 0) - 0.01;
            const high = Math.max(start, ys[segment + 1] ?? 0) + 0.01;
            for (const t of [0.1, 0.25, 0.5, 0.75, 0.9]) {
              const y = cubic(start, c1 ?? 0, c2 ?? 0, end ?? 0, t);
              expect(y).toBeGreaterThanOrEqual(low);
              expect(y).toBeLessThanOrEqual(high);
            }
          }
        },
      ),
    );
  });
});

describe('arcs and bars', () => {
  it('measures angles clockwise from 12 o’clock', () => {
    expect(polar(0, 0, 10, 0)).toEqual([0, -10]);
    const [x, y] = polar(0, 0, 10, Math.PI / 2);
    expect(x).toBeCloseTo(10);
    expect(y).toBeCloseTo(0);
    expect(angleOf(10, 0)).toBeCloseTo(Math.PI / 2);
    expect(angleOf(0, 10)).toBeCloseTo(Math.PI);
    expect(angleOf(-10, 0)).toBeCloseTo((3 * Math.PI) / 2);
  });

  it('finds the slice a direction points into, with an offset to centre slices on their spokes', () => {
    expect(sliceAt(1, -10, 4)).toBe(0);
    expect(sliceAt(10, 1, 4)).toBe(1);
    expect(sliceAt(-1, -10, 4)).toBe(3);
    expect(sliceAt(-1, -10, 3, -Math.PI / 3)).toBe(0);
  });

  it('draws a whole circle as two half arcs, and a short arc with the small-arc flag', () => {
    expect(arcPath(50, 50, 40, 0, Math.PI * 2).match(/A/g)).toHaveLength(2);
    expect(arcPath(50, 50, 40, 0, Math.PI / 2)).toBe('M50,10A40,40,0,0,1,90,50');
    expect(arcPath(50, 50, 40, 0, Math.PI * 1.5)).toContain('A40,40,0,1,1');
  });

  it('cuts a donut slice out of a ring, and a whole ring as two circles', () => {
    expect(sectorPath(50, 50, 40, 20, 0, Math.PI / 2)).toBe(
      'M50,10A40,40,0,0,1,90,50L70,50A20,20,0,0,0,50,30Z',
    );
    expect(sectorPath(50, 50, 40, 0, 0, Math.PI / 2)).toBe('M50,10A40,40,0,0,1,90,50L50,50Z');
    expect(sectorPath(50, 50, 40, 20, 0, Math.PI * 2).match(/Z/g)).toHaveLength(2);
  });

  it('rounds only a bar’s end, never by more than half its thickness or its length', () => {
    expect(barPath(10, 20, 8, 80, 4)).toBe('M10,100V24A4,4,0,0,1,14,20H14A4,4,0,0,1,18,24V100Z');
    expect(barPath(10, 20, 4, 80, 4)).toContain('A2,2');
    expect(barPath(10, 98, 8, 2, 4)).toContain('A2,2');
    expect(barPath(0, 10, 100, 10, 4, true)).toBe(
      'M0,10H96A4,4,0,0,1,100,14V16A4,4,0,0,1,96,20H0Z',
    );
  });
});
