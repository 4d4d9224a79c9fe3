// Plans and their prices (docs/spec/pages.md#data-shapes Plans), shared by the pricing page, payment and billing.
import { z } from 'zod';
import { PLANS } from './user.ts';

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export const BillingCycleSchema = z.enum(BILLING_CYCLES);
export type BillingCycle = z.infer<typeof BillingCycleSchema>;
export type Plan = (typeof PLANS)[number];

export const MONTHLY_PRICES: Record<Plan, number> = { basic: 0, starter: 4.99, premium: 9.99 };
/** Yearly billing saves 10 %. */
export const YEARLY_DISCOUNT = 0.1;

/** The price of one billing period, rounded to cents: yearly = 12 × monthly × 0.9. */
export function planPrice(plan: Plan, cycle: BillingCycle): number {
  const monthly = MONTHLY_PRICES[plan];
  const price = cycle === 'monthly' ? monthly : 12 * monthly * (1 - YEARLY_DISCOUNT);
  return Math.round(price * 100) / 100;
}
