// The palette's search: every source the caller may use, at once, within a time budget; a
// source that has not answered by then is left out (named in `timedOut`) rather than waited for.
import type { FastifyInstance } from 'fastify';
import type { SearchKind, SearchResponse, SearchResult } from '@keel/contracts/search';
import { rawRows } from '../../shared/raw-rows.ts';
import { SEARCH_SOURCES, type SearchCaller, type SearchTerms } from './search-sources.ts';

/** Well under the 50 ms p99 the palette is benched against (bench/search.mjs). */
export const SEARCH_BUDGET_MS = 40;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function searchTerms(q: string, limit: number): SearchTerms {
  const digits = /^(?:inv-?|#)?\s*(\d{1,9})$/i.exec(q)?.[1];
  return {
    q,
    contains: `%${escapeLike(q)}%`,
    prefix: `${escapeLike(q)}%`,
    number: digits ? Number(digits) : null,
    limit,
  };
}

type Row = {
  id: string;
  slug: string | null;
  title: string;
  subtitle: string | null;
  score: number | string;
};

export function createSearchService(app: FastifyInstance, budgetMs = SEARCH_BUDGET_MS) {
  return {
    async search(caller: SearchCaller, q: string, limit: number): Promise<SearchResponse> {
      const terms = searchTerms(q, limit);
      const timedOut: SearchKind[] = [];
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), budgetMs);
      });
      const answers = await Promise.all(
        SEARCH_SOURCES.map(async (source): Promise<SearchResult[]> => {
          const statement = source.query(caller, terms);
          if (!statement) return [];
          const running = app.db.execute(statement).then((result) => rawRows<Row>(result));
          const rows = await Promise.race([running, deadline]);
          if (rows === 'late') {
            // Still running: its answer is dropped, its failure too.
            running.catch(() => undefined);
            timedOut.push(source.kind);
            return [];
          }
          return rows.map((row) => ({
            kind: source.kind,
            id: row.id,
            slug: row.slug,
            title: row.title,
            subtitle: row.subtitle ?? '',
            score: Number(row.score),
          }));
        }),
      );
      clearTimeout(timer);
      const results = answers.flat().sort((a, b) => b.score - a.score);
      return { results, timedOut };
    },
  };
}
