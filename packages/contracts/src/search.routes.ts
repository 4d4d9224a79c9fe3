// The command palette's record search (docs/decisions/016-route-tables.md): any signed-in user;
// each kind is filtered by the caller's permissions in the API's search-sources.ts.
import { defineRoutes } from './route.ts';
import { SearchQuerySchema, SearchResponseSchema } from './search.ts';

export const searchRoutes = defineRoutes('search', {
  records: {
    method: 'GET',
    path: '/api/search',
    summary: 'Records matching a text, of every kind the caller may see, best first',
    access: 'signed-in',
    query: SearchQuerySchema,
    response: SearchResponseSchema,
  },
});
