// The Redux store. Every slice is injected by its feature (`slice.injectInto(rootReducer)`): the
// session when features/auth/session.slice.ts is first imported (the app's providers do that
// before creating the store), the others when their route loads, so a route ships only its own
// state code. A feature declares its slice for typing with:
//   declare module '../../lib/store.ts' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
// (the session, always present, extends `StaticSlices` instead).
// Built on neither RTK's configureStore/combineSlices nor redux itself: their modules (RTK's
// with createSlice and immer, redux's with its checks and enhancers) would otherwise be in the
// entry chunk of every first visit; features still use RTK in their own chunks. Behaves as
// redux's createStore + combineReducers + the thunk middleware (+ added middleware) in production: state slices
// kept by identity when unchanged, keys without a reducer dropped, listeners notified from a
// snapshot taken at dispatch, no dispatch from a reducer. `inject` as combineSlices' (a path
// keeps its first reducer unless `overrideExisting`); a slice's state appears with the next action.
import type { Reducer, Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- features extend it (see above)
export interface StaticSlices {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- features extend it (see above)
export interface LazyLoadedSlices {}

export type RootState = StaticSlices & Partial<LazyLoadedSlices>;

const reducers: Record<string, Reducer> = {};

/** redux's combineReducers (production behaviour). */
function combineReducers(map: Record<string, Reducer>): Reducer<Record<string, unknown>> {
  const keys = Object.keys(map);
  return (state = {}, action) => {
    let changed = keys.length !== Object.keys(state).length;
    const next: Record<string, unknown> = {};
    for (const key of keys) {
      const value: unknown = map[key]!(state[key], action);
      if (value === undefined)
        throw new Error(
          `The slice reducer for key "${key}" returned undefined for ${String(action.type)}`,
        );
      next[key] = value;
      changed ||= value !== state[key];
    }
    return changed ? next : state;
  };
}

let combined = combineReducers(reducers);

function root(state: RootState | undefined, action: UnknownAction): RootState {
  return combined(state as never, action) as unknown as RootState;
}

export const rootReducer = Object.assign(root, {
  inject(
    slice: { reducerPath: string; reducer: Reducer },
    config?: { overrideExisting?: boolean },
  ) {
    const current = reducers[slice.reducerPath];
    if (current === slice.reducer || (current && !config?.overrideExisting)) return rootReducer;
    reducers[slice.reducerPath] = slice.reducer;
    combined = combineReducers({ ...reducers });
    return rootReducer;
  },
});

type Middleware = (store: {
  dispatch: AppDispatch;
  getState: () => RootState;
}) => (next: (action: unknown) => unknown) => (action: unknown) => unknown;

const middlewares: Middleware[] = [];

/**
 * Adds a middleware to every store, now and later (RTK Query's, from lib/api.ts, when the first
 * route that loads server data imports it), like RTK's dynamic middleware: it sees the actions
 * dispatched from then on, after the thunk middleware.
 */
export function addMiddleware(middleware: Middleware): void {
  if (!middlewares.includes(middleware)) middlewares.push(middleware);
}

export function makeStore(preloadedState?: Partial<RootState>) {
  let state = preloadedState as RootState;
  let listeners: (() => void)[] = [];
  let reducing = false;
  const getState = () => state;
  const reduce = (action: unknown) => {
    if (reducing) throw new Error('Reducers may not dispatch actions.');
    reducing = true;
    try {
      state = root(state, action as UnknownAction);
    } finally {
      reducing = false;
    }
    for (const listener of listeners) listener();
    return action;
  };
  // Each middleware is set up once per store; the chain is rebuilt when one is added.
  const started = new Map<Middleware, ReturnType<Middleware>>();
  let chain: (action: unknown) => unknown = reduce;
  let chainLength = 0;
  const dispatch = ((action: unknown) => {
    // The thunk middleware: a function is called with dispatch and getState.
    if (typeof action === 'function')
      return (action as (d: unknown, g: unknown, e: unknown) => unknown)(
        dispatch,
        getState,
        undefined,
      );
    if (chainLength !== middlewares.length) {
      chain = middlewares.reduceRight<(action: unknown) => unknown>((next, middleware) => {
        let setUp = started.get(middleware);
        if (!setUp) started.set(middleware, (setUp = middleware({ dispatch, getState })));
        return setUp(next);
      }, reduce);
      chainLength = middlewares.length;
    }
    return chain(action);
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
  return { getState, dispatch, subscribe } as Omit<Store<RootState>, 'dispatch'> & {
    dispatch: AppDispatch;
  };
}

export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;
export type AppStore = ReturnType<typeof makeStore>;
