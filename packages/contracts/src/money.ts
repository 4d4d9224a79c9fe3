// Money, one rule for the whole product (issue 19): amounts travel as decimal numbers of the
// currency (what the API and the numeric(12,2) columns hold), but every sum is made in integer
// cents. A price is first rounded to whole cents (half away from zero), then multiplied by its
// quantity, then lines are added; the invoice form, the checkout, the server and the PDFs all call
// these functions, so what a form shows is what the server stores (money.test.ts proves it).

/**
 * Whole cents of an amount. `0.015 * 100` is 1.4999999999999998 in binary floating point, so the
 * amount is shifted by its decimal text (`"0.015000e2"` is exactly 1.5) before rounding.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const shifted = Number(`${Math.abs(amount).toFixed(6)}e2`);
  const cents = Math.round(shifted);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** The decimal amount of a whole number of cents (exact to 2 places). */
export const fromCents = (cents: number): number => cents / 100;

/** An amount rounded to whole cents, as the server stores it. */
export const roundMoney = (amount: number): number => fromCents(toCents(amount));

/** price × quantity, in cents: the price is rounded to cents first. */
export const lineCents = (price: number, quantity: number): number => toCents(price) * quantity;

export interface MoneyLine {
  quantity: number;
  price: number;
}

/** Σ price × quantity in cents. */
export const subtotalCents = (lines: readonly MoneyLine[]): number =>
  lines.reduce((sum, line) => sum + lineCents(line.price, line.quantity), 0);

export interface Totals {
  /** Each line's total, in the lines' order. */
  lines: number[];
  subtotal: number;
  discount: number;
  taxes: number;
  total: number;
}

/**
 * Invoice and order totals: total = subtotal − discount + taxes (or shipping), all in cents,
 * answered as decimal amounts. `capDiscount` keeps the discount within the subtotal (checkout).
 */
export function totals(
  lines: readonly MoneyLine[],
  discount = 0,
  taxes = 0,
  { capDiscount = false }: { capDiscount?: boolean } = {},
): Totals {
  const lineTotals = lines.map((line) => lineCents(line.price, line.quantity));
  const subtotal = lineTotals.reduce((sum, cents) => sum + cents, 0);
  const discountCents = capDiscount ? Math.min(toCents(discount), subtotal) : toCents(discount);
  const taxesCents = toCents(taxes);
  return {
    lines: lineTotals.map(fromCents),
    subtotal: fromCents(subtotal),
    discount: fromCents(discountCents),
    taxes: fromCents(taxesCents),
    total: fromCents(subtotal - discountCents + taxesCents),
  };
}
