import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_PRICES, planPrice, yearlyPrice } from './site-content.ts';

describe('plan prices', () => {
  it('are the spec constants, yearly = 12 × monthly × 0.9', () => {
    expect(PLAN_PRICES).toEqual({ basic: 0, starter: 4.99, premium: 9.99 });
    expect(yearlyPrice('starter')).toBe(53.89);
    expect(yearlyPrice('premium')).toBe(107.89);
    expect(planPrice('basic', 'yearly')).toBe(0);
  });

  it('never makes a year cost more than twelve months', () => {
    fc.assert(
      fc.property(fc.constantFrom('basic', 'starter', 'premium' as const), (plan) => {
        expect(planPrice(plan, 'yearly')).toBeLessThanOrEqual(planPrice(plan, 'monthly') * 12);
      }),
    );
  });
});
