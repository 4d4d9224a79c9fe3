// The rows of a server-paged list fed by an RTK Query hook (lib/api.ts): keeps the last page
// while the next one loads or fails (RTK Query's `data`), and keeps the checked rows, which any
// new query clears.
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { errorMessage } from '../../lib/api.ts';
import type { TableUrlState } from './use-table-url-state.ts';

export interface PagedQueryResult<Page> {
  data?: Page;
  error?: unknown;
  refetch: () => unknown;
}

export interface PagedRows<Row extends { id: string }> {
  rows: Row[] | null;
  total: number;
  error: string | null;
  reload: () => void;
  selected: string[];
  setSelected: Dispatch<SetStateAction<string[]>>;
  /** After rows were deleted: unchecks them and shows the page before if this one emptied. */
  removed: (ids: string[]) => void;
}

export function usePagedQuery<Page extends { total: number }, Row extends { id: string }>(
  table: TableUrlState,
  result: PagedQueryResult<Page>,
  rowsOf: (page: Page) => Row[],
  /** The query's input: a new one clears the checked rows. */
  input: unknown,
): PagedRows<Row> & { page: Page | undefined } {
  const [selected, setSelected] = useState<string[]>([]);
  const key = JSON.stringify(input);
  useEffect(() => setSelected([]), [key]);

  const rows = result.data ? rowsOf(result.data) : null;
  // The deleting mutation invalidated the list's tag: it refetches by itself.
  const removed = (ids: string[]) => {
    setSelected((current) => current.filter((id) => !ids.includes(id)));
    if (rows && ids.length >= rows.length && table.page > 1) table.update({ page: table.page - 1 });
  };
  return {
    page: result.data,
    rows,
    total: result.data?.total ?? 0,
    error: errorMessage(result.error),
    reload: () => void result.refetch(),
    selected,
    setSelected,
    removed,
  };
}
