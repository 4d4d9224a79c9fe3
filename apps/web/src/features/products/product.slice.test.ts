// The seed's cart, totals, step and loading rules, by example and as properties (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Address } from '@keel/contracts/addresses';
import { emptyCheckout, type CartItem, type CheckoutState } from './checkout-rules.ts';
import {
  addToCart,
  applyDiscount,
  applyShipping,
  backStep,
  createBilling,
  decreaseQuantity,
  deleteCart,
  getCart,
  getProducts,
  gotoStep,
  increaseQuantity,
  initialProductState,
  nextStep,
  productSlice,
  resetCart,
  sortByProducts,
  type ProductState,
} from './product.slice.ts';

const reduce = productSlice.reducer;
const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 'p1',
  name: 'Harbor Runner Knit',
  cover: '/assets/images/products/harbor-runner-knit-1.webp',
  available: 10,
  price: 89.99,
  colors: ['#1890FF'],
  size: '9',
  quantity: 1,
  subtotal: 89.99,
  ...overrides,
});
const run = (actions: Parameters<typeof reduce>[1][], state: ProductState = initialProductState) =>
  actions.reduce(reduce, state);
const cents = (value: number) => Math.round(value * 100) / 100;

describe('cart (seed §4 Cart)', () => {
  it('adding an item already present merges colours and adds its quantity', () => {
    const state = run([
      addToCart(item()),
      addToCart(item({ id: 'p2', price: 10 })),
      addToCart(item({ colors: ['#000000', '#1890FF'], quantity: 2 })),
    ]);
    expect(state.checkout.cart).toHaveLength(2);
    expect(state.checkout.cart[0]).toMatchObject({
      id: 'p1',
      colors: ['#1890FF', '#000000'],
      quantity: 3,
      subtotal: 269.97,
    });
    expect(state.checkout.totalItems).toBe(4);
    expect(state.checkout.subtotal).toBe(279.97);
  });

  it('increase and decrease change a quantity by 1, within 1…available', () => {
    let state = run([addToCart(item({ available: 2 })), increaseQuantity('p1')]);
    expect(state.checkout.cart[0]!.quantity).toBe(2);
    state = run([increaseQuantity('p1')], state);
    expect(state.checkout.cart[0]!.quantity).toBe(2);
    state = run([decreaseQuantity('p1'), decreaseQuantity('p1')], state);
    expect(state.checkout.cart[0]!.quantity).toBe(1);
    expect(state.checkout.totalItems).toBe(1);
  });

  it('delete removes an item by id', () => {
    const state = run([addToCart(item()), addToCart(item({ id: 'p2' })), deleteCart('p1')]);
    expect(state.checkout.cart.map((line) => line.id)).toEqual(['p2']);
  });
});

describe('totals (seed §4 Totals)', () => {
  it('total is subtotal minus discount, plus shipping once applied', () => {
    let state = run([addToCart(item({ price: 20, quantity: 2 })), applyDiscount(5)]);
    expect(state.checkout).toMatchObject({ subtotal: 40, discount: 5, total: 35 });
    state = run([applyShipping(2)], state);
    expect(state.checkout).toMatchObject({ shipping: 2, total: 37 });
  });
});

describe('checkout steps (seed §4 Checkout step)', () => {
  it('next adds 1, back subtracts 1, goto sets a step', () => {
    let state = run([nextStep(), nextStep()]);
    expect(state.checkout.activeStep).toBe(2);
    state = run([backStep()], state);
    expect(state.checkout.activeStep).toBe(1);
    state = run([gotoStep(0)], state);
    expect(state.checkout.activeStep).toBe(0);
  });

  it('reset returns to step 0 and clears cart, billing, totals, discount and shipping', () => {
    const billing = { id: 'a1', receiver: 'Ada' } as Address;
    const state = run([
      addToCart(item()),
      applyDiscount(5),
      applyShipping(2),
      createBilling(billing),
      nextStep(),
      nextStep(),
      resetCart(),
    ]);
    expect(state.checkout).toEqual(emptyCheckout());
  });
});

describe('loading (seed §4 Data loading)', () => {
  it('a loading call sets loading, success clears it, failure stores the error', () => {
    let state = reduce(initialProductState, { type: getProducts.pending.type });
    expect(state.loading).toBe(true);
    state = reduce(state, {
      type: getProducts.rejected.type,
      payload: 'Something went wrong',
      error: {},
    });
    expect(state).toMatchObject({ loading: false, error: 'Something went wrong' });
    state = reduce(state, { type: getProducts.fulfilled.type, payload: [] });
    expect(state).toMatchObject({ loading: false, error: null, products: [] });
  });

  it('sortBy keeps the chosen order', () => {
    expect(reduce(initialProductState, sortByProducts('priceAsc')).sortBy).toBe('priceAsc');
  });
});

// Random carts: a few product ids so adds collide, prices in cents, any order of actions.
const ids = fc.constantFrom('a', 'b', 'c', 'd');
const colour = fc.constantFrom('#00AB55', '#000000', '#FFFFFF', '#FF4842');
const cartItem = fc.record({
  id: ids,
  price: fc.integer({ min: 1, max: 50_000 }).map((value) => value / 100),
  colors: fc.uniqueArray(colour, { minLength: 1, maxLength: 3 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  available: fc.integer({ min: 1, max: 30 }),
});
const cartAction = fc.oneof(
  cartItem.map((line) => addToCart(item({ ...line, subtotal: 0 }))),
  ids.map((id) => deleteCart(id)),
  ids.map((id) => increaseQuantity(id)),
  ids.map((id) => decreaseQuantity(id)),
  fc.integer({ min: 0, max: 20_000 }).map((value) => applyDiscount(value / 100)),
  fc.constantFrom(0, 2).map((value) => applyShipping(value)),
  fc
    .array(cartItem, { maxLength: 4 })
    .map((lines) =>
      getCart(
        lines
          .filter((line, index) => lines.findIndex((other) => other.id === line.id) === index)
          .map((line) => item({ ...line, subtotal: 0 })),
      ),
    ),
);

function checkInvariants(checkout: CheckoutState) {
  const subtotal = cents(checkout.cart.reduce((sum, line) => sum + line.price * line.quantity, 0));
  expect(checkout.totalItems).toBe(checkout.cart.reduce((sum, line) => sum + line.quantity, 0));
  expect(checkout.subtotal).toBe(subtotal);
  expect(checkout.total).toBe(
    cents(subtotal - Math.min(checkout.discount, subtotal) + checkout.shipping),
  );
  for (const line of checkout.cart) {
    expect(line.subtotal).toBe(cents(line.price * line.quantity));
    expect(line.quantity).toBeGreaterThanOrEqual(1);
  }
  expect(new Set(checkout.cart.map((line) => line.id)).size).toBe(checkout.cart.length);
}

describe('properties', () => {
  it('after any sequence of cart actions the totals equal the formula and totalItems the sum of quantities', () => {
    fc.assert(
      fc.property(fc.array(cartAction, { maxLength: 30 }), (actions) => {
        checkInvariants(run(actions).checkout);
      }),
      { numRuns: 300 },
    );
  });

  it('adding an item present keeps one line with the union of colours and the summed quantity', () => {
    fc.assert(
      fc.property(fc.array(cartAction, { maxLength: 15 }), cartItem, (actions, line) => {
        const before = run(actions);
        const existing = before.checkout.cart.find((entry) => entry.id === line.id);
        const after = run([addToCart(item({ ...line, subtotal: 0 }))], before);
        const merged = after.checkout.cart.filter((entry) => entry.id === line.id);
        expect(merged).toHaveLength(1);
        expect(merged[0]!.quantity).toBe((existing?.quantity ?? 0) + line.quantity);
        expect(new Set(merged[0]!.colors)).toEqual(
          new Set([...(existing?.colors ?? []), ...line.colors]),
        );
        expect(after.checkout.totalItems).toBe(before.checkout.totalItems + line.quantity);
      }),
    );
  });

  it('reset always returns the empty checkout, and steps move by exactly one', () => {
    fc.assert(
      fc.property(
        fc.array(cartAction, { maxLength: 15 }),
        fc.integer({ min: 0, max: 2 }),
        (actions, step) => {
          const state = run([...actions, gotoStep(step)]);
          expect(run([nextStep()], state).checkout.activeStep).toBe(step + 1);
          expect(run([backStep()], state).checkout.activeStep).toBe(step - 1);
          expect(run([resetCart()], state).checkout).toEqual(emptyCheckout());
        },
      ),
    );
  });
});
