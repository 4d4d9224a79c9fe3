// The user list's state in the URL (docs/spec/pages.md#shared-rules: tables keep their state in the URL), so a
// reload or a shared link shows the same page, tab, filters and sort.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { USER_SORT_FIELDS, type UserListParams, type UserSortField } from '@keel/contracts/users';

const STATUSES = ['all', 'active', 'banned'] as const;
const PAGE_SIZES = [5, 10, 25];

export interface UserListView {
  page: number;
  pageSize: number;
  status: (typeof STATUSES)[number];
  sort: { field: UserSortField; direction: 'asc' | 'desc' };
  q: string;
  role: string[];
  /** The access role (a role key), or '' for every role. */
  access: string;
  dense: boolean;
}

export function parseUserListParams(search: URLSearchParams): UserListView {
  const [field, direction] = (search.get('sort') ?? 'displayName:asc').split(':');
  const status = search.get('status');
  const pageSize = Number(search.get('pageSize'));
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 10,
    status: STATUSES.includes(status as (typeof STATUSES)[number])
      ? (status as UserListView['status'])
      : 'all',
    sort: {
      field: (USER_SORT_FIELDS as readonly string[]).includes(field ?? '')
        ? (field as UserSortField)
        : 'displayName',
      direction: direction === 'desc' ? 'desc' : 'asc',
    },
    q: search.get('q') ?? '',
    role: (search.get('role') ?? '').split(',').filter(Boolean),
    access: search.get('access') ?? '',
    dense: search.get('dense') === '1',
  };
}

export function toApiParams(view: UserListView): UserListParams {
  return {
    page: view.page,
    pageSize: view.pageSize,
    status: view.status,
    sort: `${view.sort.field}:${view.sort.direction}`,
    q: view.q || undefined,
    role: view.role.length > 0 ? view.role : undefined,
    access: view.access || undefined,
  };
}

export function useUserListParams() {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => parseUserListParams(search), [search]);
  const update = useCallback(
    (
      changes: Partial<
        Record<
          'page' | 'pageSize' | 'status' | 'sort' | 'q' | 'role' | 'access' | 'dense',
          string | null
        >
      >,
    ) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          // Any change but paging starts again at page 1.
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return { view, update };
}
