import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, lineCents, toCents, totals } from './money.ts';

describe('money', () => {
  it('rounds to cents by the decimal text, not the binary float', () => {
    expect(toCents(0.015)).toBe(2);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(19.999)).toBe(2000);
    expect(toCents(-0.015)).toBe(-2);
    expect(toCents(Number.NaN)).toBe(0);
  });

  it('prices each line in cents before adding (issue 19 examples)', () => {
    expect(totals([{ quantity: 3, price: 0.015 }]).total).toBe(0.06);
    expect(totals([{ quantity: 7, price: 19.999 }]).total).toBe(140);
    expect(lineCents(19.999, 7)).toBe(14000);
  });

  it('caps a discount at the subtotal when asked (checkout)', () => {
    expect(totals([{ quantity: 1, price: 10 }], 25, 5, { capDiscount: true })).toMatchObject({
      subtotal: 10,
      discount: 10,
      total: 5,
    });
  });

  it('always answers whole cents whose parts add up', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 100_000 }),
      price: fc.double({ min: 0, max: 10_000_000, noNaN: true, noDefaultInfinity: true }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        const result = totals(lines);
        for (const value of [result.subtotal, result.total, ...result.lines]) {
          expect(Number.isInteger(Math.round(value * 100))).toBe(true);
          expect(fromCents(toCents(value))).toBe(value);
        }
        const summed = result.lines.reduce((sum, value) => sum + toCents(value), 0);
        expect(summed).toBe(toCents(result.subtotal));
      }),
    );
  });
});
