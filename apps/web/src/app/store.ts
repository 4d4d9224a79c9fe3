// The Redux store. The root reducer holds only the session; every other slice is injected by
// its feature when its route loads (`slice.injectInto(rootReducer)`), so a route ships only
// its own state code. A feature declares its slice for typing with:
//   declare module '../../app/store.ts' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
// Built on plain redux rather than RTK's configureStore/combineSlices: RTK's module (with
// createSlice and immer) would otherwise be in the entry chunk of every first visit; features
// still use RTK in their own chunks. Behaviour as configureStore in production: redux with the
// thunk middleware; `inject` as combineSlices' (a path keeps its first reducer unless
// `overrideExisting`); a slice's state appears with the next action.
import type { Middleware, Reducer, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { applyMiddleware, combineReducers, legacy_createStore } from 'redux';
import { sessionSlice, type SessionState } from '../features/auth/session.slice.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- features extend it (see above)
export interface LazyLoadedSlices {}

export type RootState = { session: SessionState } & Partial<LazyLoadedSlices>;

const reducers: Record<string, Reducer> = { [sessionSlice.reducerPath]: sessionSlice.reducer };
let combined = combineReducers(reducers);

function root(state: RootState | undefined, action: UnknownAction): RootState {
  return combined(state as never, action) as RootState;
}

export const rootReducer = Object.assign(root, {
  inject(slice: { reducerPath: string; reducer: Reducer }, config?: { overrideExisting?: boolean }) {
    const current = reducers[slice.reducerPath];
    if (current === slice.reducer || (current && !config?.overrideExisting)) return rootReducer;
    reducers[slice.reducerPath] = slice.reducer;
    combined = combineReducers({ ...reducers });
    return rootReducer;
  },
});

const thunk: Middleware = ({ dispatch, getState }) => (next) => (action) =>
  typeof action === 'function' ? (action as (d: unknown, g: unknown, e: unknown) => unknown)(dispatch, getState, undefined) : next(action);

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = legacy_createStore(rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>, preloadedState, applyMiddleware(thunk));
  return store as Omit<typeof store, 'dispatch'> & { dispatch: AppDispatch };
}

export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;
export type AppStore = ReturnType<typeof makeStore>;
