// Wires the product slice into the store: injected when a shop route first loads, wrapped by
// redux-persist so `sortBy` and `checkout` survive reloads (localStorage key "redux-product",
// restore timeout 5000 ms; docs/spec/seed.md#persistence). The root persists nothing.
import type { Reducer } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import {
  persistReducer,
  persistStore,
  type PersistConfig,
  type Persistor,
  type Storage,
} from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { useAppDispatch, useAppSelector, useAppStore } from '../../lib/hooks.ts';
import { rootReducer, type AppStore, type RootState } from '../../lib/store.ts';
import {
  checkoutOwner,
  initialProductState,
  productSlice,
  type ProductState,
} from './product.slice.ts';

declare module '../../lib/store.ts' {
  interface LazyLoadedSlices {
    product: ProductState & PersistPartial;
  }
}

/** localStorage behind redux-persist's async storage interface. */
const browserStorage: Storage = {
  getItem: async (key: string) => localStorage.getItem(key),
  setItem: async (key: string, value: string) => localStorage.setItem(key, value),
  removeItem: async (key: string) => localStorage.removeItem(key),
};

export const PRODUCT_PERSIST_CONFIG: PersistConfig<ProductState> = {
  key: 'product',
  keyPrefix: 'redux-',
  storage: browserStorage,
  whitelist: ['sortBy', 'checkout', 'ownerId'],
  timeout: 5000,
};

// redux-persist hands a lazily injected reducer `{}` (not undefined) on its first PERSIST
// action, which would skip the initial state; an empty state means "not started yet".
const productReducer: Reducer<ProductState> = (state, action) =>
  productSlice.reducer(state && Object.keys(state).length > 0 ? state : undefined, action);

export const productPersistedReducer = persistReducer(PRODUCT_PERSIST_CONFIG, productReducer);

rootReducer.inject({ reducerPath: 'product', reducer: productPersistedReducer });

/** The product state, or its initial value before the first action reaches the new reducer. */
export const selectProductState = (state: RootState): ProductState =>
  state.product ?? initialProductState;

const persistors = new WeakMap<AppStore, Persistor>();

/**
 * Starts restoring the persisted cart once per store; true when it has been restored and
 * belongs to the signed-in account (a cart restored for someone else is emptied first).
 */
export function useProductRehydrated(): boolean {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!persistors.has(store)) persistors.set(store, persistStore(store));
  }, [store]);
  const rehydrated = useAppSelector((state) => state.product?._persist?.rehydrated ?? false);
  const userId = useAppSelector((state) => state.session.user?.id ?? null);
  const ownerId = useAppSelector((state) => state.product?.ownerId ?? null);
  useEffect(() => {
    if (rehydrated && ownerId !== userId) dispatch(checkoutOwner(userId));
  }, [dispatch, rehydrated, ownerId, userId]);
  return rehydrated && ownerId === userId;
}
