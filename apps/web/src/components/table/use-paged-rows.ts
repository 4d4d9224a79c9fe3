// The rows of a server-paged list (its table state in the URL): loads a page whenever the page,
// size, sort, search or the caller's filters change, keeps the last page while the next one
// loads or fails, and keeps the checked rows, which any new query clears.
// Superseded by use-paged-query.ts (docs/decisions/016-route-tables.md); kept while the order
// list still loads this way.
import { useEffect, useState } from 'react';
import { useRequest } from '../../lib/use-request.ts';
import type { PagedRows } from './use-paged-query.ts';
import type { TableUrlState } from './use-table-url-state.ts';

export type { PagedRows };

export function usePagedRows<Page extends { total: number }, Row extends { id: string }>(
  table: TableUrlState,
  fetchPage: (signal: AbortSignal) => Promise<Page>,
  rowsOf: (page: Page) => Row[],
  /** The caller's filters, besides paging, sort and search. */
  filters: readonly unknown[],
): PagedRows<Row> & { page: Page | undefined } {
  const query = [table.page, table.pageSize, table.sort, table.q, ...filters];
  const request = useRequest(fetchPage, query);
  const [selected, setSelected] = useState<string[]>([]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new query, whatever changed in it
  useEffect(() => setSelected([]), query);

  const rows = request.data ? rowsOf(request.data) : null;
  const removed = (ids: string[]) => {
    setSelected((current) => current.filter((id) => !ids.includes(id)));
    if (rows && ids.length >= rows.length && table.page > 1) table.update({ page: table.page - 1 });
    else request.reload();
  };
  return {
    page: request.data,
    rows,
    total: request.data?.total ?? 0,
    error: request.error,
    reload: request.reload,
    selected,
    setSelected,
    removed,
  };
}
