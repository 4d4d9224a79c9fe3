// The Redux store. The root reducer holds only the session; every other slice is injected by
// its feature when its route loads (`slice.injectInto(rootReducer)`), so a route ships only
// its own state code. A feature declares its slice for typing with:
//   declare module '../../app/store.ts' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
// Built on neither RTK's configureStore/combineSlices nor redux itself: their modules (RTK's
// with createSlice and immer, redux's with its checks and enhancers) would otherwise be in the
// entry chunk of every first visit; features still use RTK in their own chunks. Behaves as
// redux's createStore + combineReducers + the thunk middleware in production: state slices
// kept by identity when unchanged, keys without a reducer dropped, listeners notified from a
// snapshot taken at dispatch, no dispatch from a reducer. `inject` as combineSlices' (a path
// keeps its first reducer unless `overrideExisting`); a slice's state appears with the next action.
import type { Reducer, Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionSlice, type SessionState } from '../features/auth/session.slice.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- features extend it (see above)
export interface LazyLoadedSlices {}

export type RootState = { session: SessionState } & Partial<LazyLoadedSlices>;

const reducers: Record<string, Reducer> = { [sessionSlice.reducerPath]: sessionSlice.reducer };

/** redux's combineReducers (production behaviour). */
function combineReducers(map: Record<string, Reducer>): Reducer<Record<string, unknown>> {
  const keys = Object.keys(map);
  return (state = {}, action) => {
    let changed = keys.length !== Object.keys(state).length;
    const next: Record<string, unknown> = {};
    for (const key of keys) {
      const value: unknown = map[key]!(state[key], action);
      if (value === undefined) throw new Error(`The slice reducer for key "${key}" returned undefined for ${String(action.type)}`);
      next[key] = value;
      changed ||= value !== state[key];
    }
    return changed ? next : state;
  };
}

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

export function makeStore(preloadedState?: Partial<RootState>) {
  let state = preloadedState as RootState;
  let listeners: (() => void)[] = [];
  let reducing = false;
  const getState = () => state;
  const dispatch = ((action: unknown) => {
    // The thunk middleware: a function is called with dispatch and getState.
    if (typeof action === 'function') return (action as (d: unknown, g: unknown, e: unknown) => unknown)(dispatch, getState, undefined);
    if (reducing) throw new Error('Reducers may not dispatch actions.');
    reducing = true;
    try {
      state = root(state, action as UnknownAction);
    } finally {
      reducing = false;
    }
    for (const listener of listeners) listener();
    return action;
  }) as AppDispatch;
  const subscribe = (listener: () => void) => {
    let subscribed = true;
    listeners = [...listeners, listener];
    return () => {
      if (!subscribed) return;
      subscribed = false;
      listeners = listeners.filter((candidate) => candidate !== listener);
    };
  };
  dispatch({ type: '@@keel/INIT' });
  return { getState, dispatch, subscribe } as Omit<Store<RootState>, 'dispatch'> & { dispatch: AppDispatch };
}

export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;
export type AppStore = ReturnType<typeof makeStore>;
