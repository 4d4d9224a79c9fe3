import { describe, expect, it } from 'vitest';
import { parseUserListParams, toApiParams } from './use-user-list-params.ts';

describe('user list URL state', () => {
  it('defaults to all users by name, 10 a page', () => {
    const view = parseUserListParams(new URLSearchParams());
    expect(toApiParams(view)).toEqual({
      page: 1,
      pageSize: 10,
      status: 'all',
      sort: 'displayName:asc',
      q: undefined,
      role: undefined,
    });
  });

  it('reads tab, roles, search, sort and density, ignoring what the API would refuse', () => {
    const view = parseUserListParams(
      new URLSearchParams(
        'status=banned&role=Designer,Engineer&q=ada&sort=createdAt:desc&dense=1&pageSize=25',
      ),
    );
    expect(view).toMatchObject({
      status: 'banned',
      role: ['Designer', 'Engineer'],
      q: 'ada',
      dense: true,
      pageSize: 25,
      sort: { field: 'createdAt', direction: 'desc' },
    });
    expect(
      parseUserListParams(new URLSearchParams('status=deleted&sort=passwordHash:asc')),
    ).toMatchObject({ status: 'all', sort: { field: 'displayName' } });
  });
});
