// The Redux store. The root reducer holds only the session; every other slice is injected by
// its feature when its route loads (`slice.injectInto(rootReducer)`), so a route ships only
// its own state code. A feature declares its slice for typing with:
//   declare module '../../app/store.ts' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from '../features/auth/session.slice.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- features extend it (see above)
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

// redux-persist's action types, spelled out: importing them from 'redux-persist' would put its
// whole module (persistReducer, persistStore) on every first load.
const PERSIST_ACTIONS = ['FLUSH', 'REHYDRATE', 'PAUSE', 'PERSIST', 'PURGE', 'REGISTER'].map((name) => `persist/${name}`);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions (the product slice persists sortBy + checkout).
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
