// The invoice form's totals (the contracts' money rule it renders with) equal what the server
// stores, for any items (issue 19: 3 × 0.015 showed 0.05 and stored 0.06).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totals } from '@keel/contracts/money';
import { invoicesTestKit } from './invoices.test-kit.ts';

const { post, draft } = invoicesTestKit();

const draftOf = (items: { quantity: number; price: number }[]) =>
  draft({ items: items.map((item, index) => ({ title: `Line ${index + 1}`, ...item })) });

async function stored(items: { quantity: number; price: number }[], discount = 0, taxes = 0) {
  const response = await post('/api/invoices/new', {
    ...draftOf(items),
    discount,
    taxes,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().invoice as {
    items: { total: number }[];
    subTotalPrice: number;
    totalPrice: number;
  };
}

describe('invoice money: form totals == stored totals', () => {
  it('prices the issue’s examples the same on both sides', async () => {
    for (const items of [[{ quantity: 3, price: 0.015 }], [{ quantity: 7, price: 19.999 }]]) {
      const invoice = await stored(items);
      const form = totals(items);
      expect(invoice.subTotalPrice).toBe(form.subtotal);
      expect(invoice.totalPrice).toBe(form.total);
    }
    expect((await stored([{ quantity: 3, price: 0.015 }])).totalPrice).toBe(0.06);
    expect((await stored([{ quantity: 7, price: 19.999 }])).totalPrice).toBe(140);
  });

  it('for any items, discount and taxes', async () => {
    const price = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }).map((thousandths) => thousandths / 1000),
      fc.double({ min: 0, max: 100_000, noNaN: true, noDefaultInfinity: true }),
    );
    const line = fc.record({ quantity: fc.integer({ min: 1, max: 50 }), price });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
        async (items, taxes) => {
          const form = totals(items, 0, taxes);
          const invoice = await stored(items, 0, taxes);
          expect(invoice.items.map((item) => item.total)).toEqual(form.lines);
          expect(invoice.subTotalPrice).toBe(form.subtotal);
          expect(invoice.totalPrice).toBe(form.total);
        },
      ),
      { numRuns: 40 },
    );
  });
});
