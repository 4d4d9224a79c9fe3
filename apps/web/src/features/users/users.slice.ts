// The user list (docs/spec/pages.md#users): one page of users with the counts per status tab, loaded from
// the server for the query in the URL; loading and error as every data slice has them.
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { User } from '@keel/contracts/user';
import type { UserListParams, UserListResponse, UserStatusCounts } from '@keel/contracts/users';
import { userRoutes } from '@keel/contracts/users.routes';
import { callRoute } from '../../lib/api-client.ts';
import { rootReducer } from '../../lib/store.ts';
import { failureMessage } from '../../lib/http.ts';

export interface UserListState {
  users: User[];
  total: number;
  counts: UserStatusCounts;
  loading: boolean;
  error: string | null;
  /** The query the shown page answers; a late answer to an older query is dropped. */
  requestId: string | null;
}

export const initialUserListState: UserListState = {
  users: [],
  total: 0,
  counts: { all: 0, active: 0, banned: 0 },
  loading: false,
  error: null,
  requestId: null,
};

export const fetchUsers = createAsyncThunk(
  'userList/fetch',
  async (query: UserListParams, { signal }) =>
    callRoute(userRoutes.routes.list, { query }, { signal }),
  {
    serializeError: (error) => ({ message: failureMessage(error) }),
  },
);

export const deleteUsers = createAsyncThunk('userList/delete', async (userIds: string[]) => {
  await callRoute(userRoutes.routes.remove, { body: { userIds } });
  return userIds;
});

export const userListSlice = createSlice({
  name: 'userList',
  initialState: initialUserListState,
  reducers: {
    /** After an edit elsewhere (ban from the row menu), the row shows the new values. */
    userReplaced(state, action: { payload: User }) {
      const index = state.users.findIndex((user) => user.id === action.payload.id);
      if (index >= 0) state.users[index] = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUsers.pending, (state, action) => {
        state.loading = true;
        state.error = null;
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchUsers.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        const { users, total, counts } = action.payload as UserListResponse;
        state.loading = false;
        state.users = users;
        state.total = total;
        state.counts = counts;
      })
      .addCase(fetchUsers.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId || action.meta.aborted) return;
        state.loading = false;
        state.error = action.error.message ?? 'Something went wrong';
      })
      .addCase(deleteUsers.fulfilled, (state, action) => {
        const removed = new Set(action.payload);
        const gone = state.users.filter((user) => removed.has(user.id));
        state.users = state.users.filter((user) => !removed.has(user.id));
        state.total = Math.max(0, state.total - gone.length);
        state.counts.all = Math.max(0, state.counts.all - gone.length);
        for (const user of gone)
          state.counts[user.status] = Math.max(0, state.counts[user.status] - 1);
      });
  },
  selectors: { selectUserList: (state) => state },
});

declare module '../../lib/store.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof userListSlice> {}
}

export const injectedUserList = userListSlice.injectInto(rootReducer);
export const { userReplaced } = userListSlice.actions;
export const { selectUserList } = injectedUserList.selectors;
