// The public site's fixed lists (keys into the `site` texts): plans, testimonials, team, FAQs.
import { PLANS } from '@keel/contracts/user';

export type Plan = (typeof PLANS)[number];
export const PLAN_PRICES: Record<Plan, number> = { basic: 0, starter: 4.99, premium: 9.99 };
/** Yearly = 12 × monthly × 0.9 (docs/spec/pages.md#data-shapes Plans). */
export const yearlyPrice = (plan: Plan) => Math.round(PLAN_PRICES[plan] * 12 * 0.9 * 100) / 100;
export const planPrice = (plan: Plan, cycle: 'monthly' | 'yearly') =>
  cycle === 'yearly' ? yearlyPrice(plan) : PLAN_PRICES[plan];

export const TESTIMONIALS = [
  { key: 't1', rating: 5 },
  { key: 't2', rating: 5 },
  { key: 't3', rating: 4 },
  { key: 't4', rating: 5 },
  { key: 't5', rating: 5 },
  { key: 't6', rating: 4 },
  { key: 't7', rating: 5 },
  { key: 't8', rating: 5 },
  { key: 't9', rating: 4 },
] as const;
export const TEAM = ['ava', 'kenji', 'lina', 'marc'] as const;
export const FAQ_TOPICS = [
  'account',
  'payment',
  'delivery',
  'product',
  'returns',
  'assurance',
] as const;
export const FAQ_ITEMS = [
  { key: 'q1', topic: 'account' },
  { key: 'q2', topic: 'product' },
  { key: 'q3', topic: 'payment' },
  { key: 'q4', topic: 'payment' },
  { key: 'q5', topic: 'delivery' },
  { key: 'q6', topic: 'returns' },
  { key: 'q7', topic: 'assurance' },
  { key: 'q8', topic: 'product' },
  { key: 'q9', topic: 'account' },
] as const;
export const OFFICES = ['sf', 'dublin', 'hanoi'] as const;
