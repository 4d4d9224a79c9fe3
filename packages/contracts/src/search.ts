// The command palette's record search (issue 21): one call fans out over every kind of record
// the caller may see and answers within a time budget.
import { z } from 'zod';

export const SEARCH_KINDS = [
  'people',
  'mail',
  'files',
  'invoices',
  'orders',
  'products',
  'posts',
  'cards',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Records are searched from this many characters on (pg_trgm needs a trigram to use its index). */
export const SEARCH_MIN_LENGTH = 3;

export const SearchQuerySchema = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters`)
    .max(100, 'At most 100 characters'),
  /** Per kind. */
  limit: z.coerce.number().int().min(1).max(10).default(5),
});
export type SearchQuery = z.input<typeof SearchQuerySchema>;

export const SearchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  /** What a link needs besides the id: a slug (people, products, posts). */
  slug: z.string().nullable(),
  title: z.string(),
  subtitle: z.string(),
  /** Higher first: exact, then prefix, then trigram similarity. */
  score: z.number(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  results: z.array(SearchResultSchema),
  /** Kinds left out because they did not answer within the time budget. */
  timedOut: z.array(z.enum(SEARCH_KINDS)),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
