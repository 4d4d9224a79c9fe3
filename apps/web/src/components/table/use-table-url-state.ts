// Table state (page, rows, sort, dense, search and filters) kept in the URL, so a reload or a
// shared link shows the same view (docs/spec/pages.md#ui Tables).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface TableUrlDefaults {
  pageSize?: number;
  sort: string;
  /** The fields the API sorts by: a URL naming another sorts by the default instead of failing. */
  sortFields?: readonly string[];
}

export function useTableUrlState(defaults: TableUrlDefaults) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const asked = params.get('sort') ?? defaults.sort;
    const known = !defaults.sortFields || defaults.sortFields.includes(asked.split(':')[0] ?? '');
    const [orderBy = '', order = 'desc'] = (known ? asked : defaults.sort).split(':');
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: [5, 10, 25].includes(Number(params.get('rows')))
        ? Number(params.get('rows'))
        : (defaults.pageSize ?? 10),
      orderBy,
      order: (order === 'asc' ? 'asc' : 'desc') as 'asc' | 'desc',
      sort: `${orderBy}:${order === 'asc' ? 'asc' : 'desc'}`,
      dense: params.get('dense') === '1',
      q: params.get('q') ?? '',
      get: (key: string) => params.get(key) ?? '',
      getList: (key: string) => (params.get(key) ?? '').split(',').filter(Boolean),
    };
  }, [params, defaults.sort, defaults.pageSize, defaults.sortFields]);

  /** Sets some keys ('' or [] removes one); any change but paging returns to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | string[] | boolean | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const text = Array.isArray(value)
              ? value.join(',')
              : value === true
                ? '1'
                : value === false || value === null
                  ? ''
                  : String(value);
            if (text) next.set(key, text);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const sortBy = useCallback(
    (field: string) => {
      const order = state.orderBy === field && state.order === 'asc' ? 'desc' : 'asc';
      update({ sort: `${field}:${order}` });
    },
    [state.orderBy, state.order, update],
  );

  return { ...state, update, sortBy };
}

export type TableUrlState = ReturnType<typeof useTableUrlState>;
