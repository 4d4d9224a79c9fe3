// The palette's records as the user types: GET /api/search once the text has settled (150 ms)
// and has enough letters; a newer text cancels the older request. The API leaves out a source
// that misses its time budget (`timedOut`, apps/api/src/modules/search/search.service.ts); on a
// busy server that would silently hide, say, every invoice, so the same text is asked again a
// few times for the late sources and their answers are merged in.
import { useEffect, useState } from 'react';
import { SEARCH_MIN_LENGTH, type SearchResult } from '@keel/contracts/search';
import { searchRoutes } from '@keel/contracts/search.routes';
import { callRoute } from '../../../lib/api-client.ts';
import { useDebounce } from '../../../lib/use-debounce.ts';

/** Extra asks for sources that answered late; each waits a little longer before asking. */
const LATE_RETRIES = 3;
const RETRY_DELAY_MS = 200;

const keyOf = (result: SearchResult) => `${result.kind}:${result.id}`;

function merge(current: SearchResult[], more: SearchResult[]): SearchResult[] {
  const seen = new Set(current.map(keyOf));
  return [...current, ...more.filter((result) => !seen.has(keyOf(result)))].sort(
    (a, b) => b.score - a.score,
  );
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

export function useRecordSearch(query: string): { results: SearchResult[]; searching: boolean } {
  const text = useDebounce(query.trim(), 150);
  const [state, setState] = useState<{ text: string; results: SearchResult[]; done: boolean }>({
    text: '',
    results: [],
    done: true,
  });
  const wanted = text.length >= SEARCH_MIN_LENGTH && !text.startsWith('/');

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      let results: SearchResult[] = [];
      let late = true;
      for (let ask = 0; late && ask <= LATE_RETRIES && !signal.aborted; ask += 1) {
        if (ask > 0) await pause(RETRY_DELAY_MS * ask, signal);
        const answer = await callRoute(
          searchRoutes.routes.records,
          { query: { q: text } },
          { signal },
        );
        results = merge(results, answer.results);
        late = answer.timedOut.length > 0;
        if (!signal.aborted) setState({ text, results, done: !late });
      }
      if (!signal.aborted) setState({ text, results, done: true });
    })().catch(() => {
      if (!signal.aborted) setState({ text, results: [], done: true });
    });
    return () => controller.abort();
  }, [text, wanted]);

  const current = wanted && state.text === text && text === query.trim();
  return {
    results: current ? state.results : [],
    searching: wanted && !(current && state.done),
  };
}
