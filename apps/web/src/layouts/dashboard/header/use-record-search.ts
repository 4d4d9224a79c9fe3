// The palette's records as the user types: GET /api/search once the text has settled (150 ms)
// and has enough letters; a newer text cancels the older request.
import { useEffect, useState } from 'react';
import { SEARCH_MIN_LENGTH, type SearchResult } from '@keel/contracts/search';
import { searchRoutes } from '@keel/contracts/search.routes';
import { callRoute } from '../../../lib/api-client.ts';
import { useDebounce } from '../../../lib/use-debounce.ts';

export function useRecordSearch(query: string): { results: SearchResult[]; searching: boolean } {
  const text = useDebounce(query.trim(), 150);
  const [state, setState] = useState<{ text: string; results: SearchResult[] }>({
    text: '',
    results: [],
  });
  const wanted = text.length >= SEARCH_MIN_LENGTH && !text.startsWith('/');

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    callRoute(
      searchRoutes.routes.records,
      { query: { q: text } },
      { signal: controller.signal },
    ).then(
      (answer) => setState({ text, results: answer.results }),
      () => {
        if (!controller.signal.aborted) setState({ text, results: [] });
      },
    );
    return () => controller.abort();
  }, [text, wanted]);

  const current = wanted && state.text === text && text === query.trim();
  return { results: current ? state.results : [], searching: wanted && !current };
}
