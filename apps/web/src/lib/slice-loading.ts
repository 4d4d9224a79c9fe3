// The seed's data-loading rule for every slice (docs/spec/seed.md#states-and-transitions, docs/spec/seed.md#errors): a loading call sets `loading`,
// success clears it, failure stores the error text and stops loading. One helper, not a copy per slice.
import type { ActionReducerMapBuilder, AsyncThunk } from '@reduxjs/toolkit';
import { failureMessage } from './http.ts';

export interface LoadingState {
  loading: boolean;
  error: string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any thunk, whatever its argument and result
type AnyThunk = AsyncThunk<any, any, any>;

/** Call last in `extraReducers` (matchers follow cases); the thunks may also have their own cases. */
export function addLoadingCases<S extends LoadingState>(
  builder: ActionReducerMapBuilder<S>,
  ...thunks: AnyThunk[]
) {
  for (const thunk of thunks) {
    builder
      .addMatcher(thunk.pending.match, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addMatcher(thunk.fulfilled.match, (state) => {
        state.loading = false;
      })
      .addMatcher(thunk.rejected.match, (state, action) => {
        state.loading = false;
        // Thunks reject with the server body (rejectWithValue) or a thrown value.
        state.error = failureMessage(
          action.payload ?? (action as { error?: { message?: string } }).error?.message,
        );
      });
  }
}
