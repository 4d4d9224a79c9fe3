// A list's search box: what is typed shows at once, and reaches the URL (`q`, hence the query)
// once it has settled for 300 ms (docs/spec/pages.md#shared-rules).
import { useEffect, useState } from 'react';
import { useDebounce } from '../../lib/use-debounce.ts';
import type { TableUrlState } from '../table/use-table-url-state.ts';

export function useListSearch(table: TableUrlState) {
  const { q: current, update } = table;
  const [search, setSearch] = useState(current);
  const q = useDebounce(search.trim(), 300);
  useEffect(() => {
    if (q !== current) update({ q });
  }, [q, current, update]);
  /** Empties the box and the URL's `q` at once (a chip or "Clear"). */
  const clear = () => {
    setSearch('');
    update({ q: '' });
  };
  return { search, setSearch, clear };
}
