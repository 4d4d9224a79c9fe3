// The palette's records as the user types: GET /api/search once the text has settled (150 ms)
// and has enough letters; a newer text cancels the older request.
import { useEffect, useState } from 'react';
import { SEARCH_MIN_LENGTH, type SearchResponse, type SearchResult } from '@keel/contracts/search';
import { http } from '../../../lib/http.ts';
import { useDebounce } from '../../../lib/use-debounce.ts';

export function useRecordSearch(query: string): { results: SearchResult[]; searching: boolean } {
  const text = useDebounce(query.trim(), 150);
  const [state, setState] = useState<{ text: string; results: SearchResult[] }>({ text: '', results: [] });
  const wanted = text.length >= SEARCH_MIN_LENGTH && !text.startsWith('/');

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    http.get<SearchResponse>('/api/search', { query: { q: text }, signal: controller.signal }).then(
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
