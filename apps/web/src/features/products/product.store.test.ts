// Persistence (docs/spec/seed.md#states-and-transitions): sortBy and checkout survive a reload under "redux-product"; nothing else does.
import { PERSIST, persistStore } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../lib/store.ts';
import {
  addToCart,
  checkoutOwner,
  createBilling,
  getProductsSuccess,
  productSlice,
  sortByProducts,
} from './product.slice.ts';
import { PRODUCT_PERSIST_CONFIG, productPersistedReducer } from './product.store.ts';

const waitFor = async (check: () => boolean) => {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('product persistence', () => {
  it('uses the seed settings', () => {
    expect(PRODUCT_PERSIST_CONFIG).toMatchObject({
      key: 'product',
      keyPrefix: 'redux-',
      whitelist: ['sortBy', 'checkout', 'ownerId'],
      timeout: 5000,
    });
  });

  it('starts from the initial state when PERSIST is the first action the injected reducer sees', () => {
    // In the browser the slice is injected after the store exists, so PERSIST comes first.
    const state = productPersistedReducer(undefined, {
      type: PERSIST,
      key: 'product',
      register: () => undefined,
      rehydrate: () => undefined,
    });
    expect(state).toMatchObject({
      sortBy: 'featured',
      products: [],
      checkout: { cart: [], activeStep: 0, total: 0 },
      _persist: { rehydrated: false },
    });
  });

  it('restores sortBy and the checkout in a new store, but not the product list', async () => {
    localStorage.clear();
    const first = makeStore();
    const firstPersistor = persistStore(first);
    await waitFor(() => first.getState().product?._persist?.rehydrated === true);
    first.dispatch(sortByProducts('priceDesc'));
    first.dispatch(getProductsSuccess([{ id: 'x' } as never]));
    first.dispatch(
      addToCart({
        id: 'p1',
        name: 'Cap',
        cover: '',
        available: 3,
        price: 25,
        colors: ['#000000'],
        size: '',
        quantity: 2,
        subtotal: 50,
      }),
    );
    await firstPersistor.flush();
    expect(localStorage.getItem('redux-product')).toContain('priceDesc');

    const second = makeStore();
    persistStore(second);
    await waitFor(() => second.getState().product?._persist?.rehydrated === true);
    const restored = second.getState().product!;
    expect(restored.sortBy).toBe('priceDesc');
    expect(restored.checkout).toMatchObject({ totalItems: 2, subtotal: 50, total: 50 });
    expect(restored.products).toEqual([]);
  });

  it('forgets the cart and billing at sign-out and for another account, keeps them for the owner', () => {
    const item = {
      id: 'p1',
      name: 'Cap',
      cover: '',
      available: 3,
      price: 25,
      colors: ['#000000'],
      size: '',
      quantity: 1,
      subtotal: 25,
    };
    const reduce = productSlice.reducer;
    let state = reduce(undefined, checkoutOwner('ann'));
    state = reduce(state, addToCart(item));
    state = reduce(state, createBilling({ id: 'a1', name: 'Ann' } as never));
    state = reduce(state, sortByProducts('priceAsc'));
    // The same account again (a reload): nothing lost.
    expect(reduce(state, checkoutOwner('ann')).checkout.totalItems).toBe(1);
    // Someone else signs in on the same browser.
    const bob = reduce(state, checkoutOwner('bob'));
    expect(bob.checkout).toMatchObject({ cart: [], billing: null, totalItems: 0 });
    expect(bob.sortBy).toBe('priceAsc');
    // Signing out empties it too.
    const out = reduce(state, { type: 'session/loggedOut' });
    expect(out.checkout).toMatchObject({ cart: [], billing: null });
    expect(out.ownerId).toBeNull();
  });
});
