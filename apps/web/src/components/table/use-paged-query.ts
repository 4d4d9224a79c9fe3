// The rows of a server-paged list fed by an RTK Query hook (lib/api.ts): keeps the last page
// while the next one loads or fails (RTK Query's `data`), and keeps the checked rows, which any
// new query clears.
import { useDeferredValue, useState, type Dispatch, type SetStateAction } from 'react';
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
  // A new query clears the checked rows in the render that sees it (React's pattern for state
  // that follows a prop), not in an effect: an effect's update rendered every list's page a
  // second time, right after its first commit.
  const [selectedFor, setSelectedFor] = useState(key);
  if (selectedFor !== key) {
    setSelectedFor(key);
    setSelected([]);
  }

  // RTK Query's answer reaches React through react-redux's useSyncExternalStore, whose updates
  // always render in the blocking lane, rows and all, in one long task. Deferred, the rows render
  // in a second, time-sliced pass (as the overviews' data does: features/overview/use-dashboard.ts).
  const data = useDeferredValue(result.data);
  const rows = data ? rowsOf(data) : null;
  // The deleting mutation invalidated the list's tag: it refetches by itself.
  const removed = (ids: string[]) => {
    setSelected((current) => current.filter((id) => !ids.includes(id)));
    if (rows && ids.length >= rows.length && table.page > 1) table.update({ page: table.page - 1 });
  };
  return {
    page: data,
    rows,
    total: data?.total ?? 0,
    error: errorMessage(result.error),
    reload: () => void result.refetch(),
    selected,
    setSelected,
    removed,
  };
}
