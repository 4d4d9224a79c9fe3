// The seed's cart, step and totals rules as pure functions (docs/spec/seed.md#cart, Totals, Checkout
// step); the product slice's reducers call them and the tests check them directly.
import type { Address } from '@keel/contracts/addresses';
import { totals } from '@keel/contracts/money';

export interface CartItem {
  id: string;
  name: string;
  cover: string;
  available: number;
  price: number;
  colors: string[];
  size: string;
  quantity: number;
  subtotal: number;
}

export interface CheckoutState {
  activeStep: number;
  cart: CartItem[];
  subtotal: number;
  total: number;
  discount: number;
  shipping: number;
  billing: Address | null;
  totalItems: number;
}

export const CHECKOUT_STEPS = 3;

export const emptyCheckout = (): CheckoutState => ({
  activeStep: 0,
  cart: [],
  subtotal: 0,
  total: 0,
  discount: 0,
  shipping: 0,
  billing: null,
  totalItems: 0,
});

/**
 * subtotal = Σ price × quantity; totalItems = Σ quantity; total = subtotal − discount + shipping.
 * Like the server, a discount never takes the goods below zero.
 */
export function withTotals(checkout: CheckoutState): CheckoutState {
  // The same function the server prices the order with (packages/contracts/src/money.ts).
  const sums = totals(checkout.cart, checkout.discount, checkout.shipping, { capDiscount: true });
  const cart = checkout.cart.map((item, index) => ({ ...item, subtotal: sums.lines[index]! }));
  const totalItems = cart.reduce((sum, item) => sum + item.quantity, 0);
  return { ...checkout, cart, subtotal: sums.subtotal, totalItems, total: sums.total };
}

/** Adding an item already in the cart merges its colours and adds its quantity. */
export function addItem(checkout: CheckoutState, item: CartItem): CheckoutState {
  const present = checkout.cart.find((line) => line.id === item.id);
  const cart = present
    ? checkout.cart.map((line) =>
        line.id === item.id
          ? {
              ...line,
              colors: [...new Set([...line.colors, ...item.colors])],
              quantity: line.quantity + item.quantity,
            }
          : line,
      )
    : [...checkout.cart, item];
  return withTotals({ ...checkout, cart });
}

export function removeItem(checkout: CheckoutState, id: string): CheckoutState {
  return withTotals({ ...checkout, cart: checkout.cart.filter((line) => line.id !== id) });
}

/** +1, up to the stock the item had when added (the server checks it again). */
export function increase(checkout: CheckoutState, id: string): CheckoutState {
  const cart = checkout.cart.map((line) =>
    line.id === id
      ? { ...line, quantity: Math.min(line.quantity + 1, Math.max(line.available, line.quantity)) }
      : line,
  );
  return withTotals({ ...checkout, cart });
}

/** −1, never below 1 (delete removes a line). */
export function decrease(checkout: CheckoutState, id: string): CheckoutState {
  const cart = checkout.cart.map((line) =>
    line.id === id ? { ...line, quantity: Math.max(1, line.quantity - 1) } : line,
  );
  return withTotals({ ...checkout, cart });
}

export function replaceCart(checkout: CheckoutState, cart: CartItem[]): CheckoutState {
  return withTotals({ ...checkout, cart });
}

export const applyDiscountTo = (checkout: CheckoutState, discount: number) =>
  withTotals({ ...checkout, discount });
export const applyShippingTo = (checkout: CheckoutState, shipping: number) =>
  withTotals({ ...checkout, shipping });

export const nextStepOf = (checkout: CheckoutState) => ({
  ...checkout,
  activeStep: checkout.activeStep + 1,
});
export const backStepOf = (checkout: CheckoutState) => ({
  ...checkout,
  activeStep: checkout.activeStep - 1,
});
export const gotoStepOf = (checkout: CheckoutState, step: number) => ({
  ...checkout,
  activeStep: step,
});
