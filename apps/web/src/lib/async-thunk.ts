// A small stand-in for Redux Toolkit's createAsyncThunk and createAction, for the state code
// every first visit runs (the session, lib/store.ts): importing anything from RTK puts its
// whole module, createSlice and immer with it, in the entry chunk (~8 KB gzip of the sign-in
// page). Features keep using RTK in their own chunks. Same action types as RTK
// (`<prefix>/pending|fulfilled|rejected`), `.type` and `.match` on the creators, and
// `dispatch(thunk(arg)).unwrap()`, which rejects with what the call threw.
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';

export type PayloadActionCreator<P> = ((payload: P) => { type: string; payload: P }) & {
  type: string;
  match: (action: unknown) => action is { type: string; payload: P };
};

export function action<P = void>(type: string): PayloadActionCreator<P> {
  const create = (payload: P) => ({ type, payload });
  const match = (candidate: unknown): candidate is { type: string; payload: P } =>
    typeof candidate === 'object' &&
    candidate !== null &&
    (candidate as UnknownAction).type === type;
  return Object.assign(create, { type, match });
}

type Settled<R> =
  | { type: string; payload: R; meta: { arg: unknown } }
  | { type: string; payload: undefined; error: unknown; meta: { arg: unknown } };

export function asyncThunk<Returned, Arg = void>(
  typePrefix: string,
  run: (arg: Arg) => Promise<Returned>,
) {
  const pending = action<undefined>(`${typePrefix}/pending`);
  const fulfilled = action<Returned>(`${typePrefix}/fulfilled`);
  const rejected = action<undefined>(`${typePrefix}/rejected`);
  const thunk = (arg: Arg) => (dispatch: Dispatch) => {
    dispatch({ ...pending(undefined), meta: { arg } });
    const settled = run(arg).then(
      (payload) => ({ ok: true as const, payload }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const dispatched: Promise<Settled<Returned>> = settled.then((result) =>
      dispatch(
        result.ok
          ? { ...fulfilled(result.payload), meta: { arg } }
          : { ...rejected(undefined), error: result.error, meta: { arg } },
      ),
    );
    const unwrap = () =>
      dispatched
        .then(() => settled)
        .then((result) => (result.ok ? result.payload : Promise.reject(result.error)));
    return Object.assign(dispatched, { arg, unwrap });
  };
  return Object.assign(thunk, { typePrefix, pending, fulfilled, rejected });
}
