import { describe, expect, it } from 'vitest';
import type { User } from '@keel/contracts/user';
import {
  deleteUsers,
  fetchUsers,
  initialUserListState,
  userListSlice,
  userReplaced,
} from './users.slice.ts';

const user = (id: string, status: User['status'] = 'active') =>
  ({ id, status, displayName: id }) as User;
const reduce = userListSlice.reducer;

describe('user list reducer', () => {
  it('loading a page sets loading, success stores the page, failure the error', () => {
    const pending = reduce(initialUserListState, {
      type: fetchUsers.pending.type,
      meta: { requestId: 'r1' },
    });
    expect(pending).toMatchObject({ loading: true, error: null, requestId: 'r1' });
    const payload = { users: [user('a')], total: 1, counts: { all: 3, active: 2, banned: 1 } };
    const done = reduce(pending, {
      type: fetchUsers.fulfilled.type,
      payload,
      meta: { requestId: 'r1' },
    });
    expect(done).toMatchObject({
      loading: false,
      users: payload.users,
      total: 1,
      counts: payload.counts,
    });
    const failed = reduce(pending, {
      type: fetchUsers.rejected.type,
      error: { message: 'Something went wrong' },
      meta: { requestId: 'r1' },
    });
    expect(failed).toMatchObject({ loading: false, error: 'Something went wrong' });
  });

  it('drops the answer to an older query', () => {
    const first = reduce(initialUserListState, {
      type: fetchUsers.pending.type,
      meta: { requestId: 'old' },
    });
    const second = reduce(first, { type: fetchUsers.pending.type, meta: { requestId: 'new' } });
    const late = reduce(second, {
      type: fetchUsers.fulfilled.type,
      payload: { users: [user('stale')], total: 1, counts: { all: 1, active: 1, banned: 0 } },
      meta: { requestId: 'old' },
    });
    expect(late.users).toEqual([]);
    expect(late.loading).toBe(true);
  });

  it('deleting removes the rows and lowers the tab counts', () => {
    const state = {
      ...initialUserListState,
      users: [user('a'), user('b', 'banned'), user('c')],
      total: 3,
      counts: { all: 3, active: 2, banned: 1 },
    };
    const next = reduce(state, { type: deleteUsers.fulfilled.type, payload: ['a', 'b'] });
    expect(next.users.map((row) => row.id)).toEqual(['c']);
    expect(next).toMatchObject({ total: 1, counts: { all: 1, active: 1, banned: 0 } });
  });

  it('replaces an edited row in place', () => {
    const state = { ...initialUserListState, users: [user('a'), user('b')] };
    const next = reduce(state, userReplaced({ ...user('b'), displayName: 'Bee' }));
    expect(next.users[1]!.displayName).toBe('Bee');
  });
});
