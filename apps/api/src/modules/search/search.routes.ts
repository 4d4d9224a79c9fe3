// GET /api/search: the command palette's records (issue 21). Any signed-in user; each kind is
// filtered by the caller's permissions and ownership in search-sources.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@keel/contracts/common';
import { SearchQuerySchema, SearchResponseSchema } from '@keel/contracts/search';
import { createSearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSearchService(app);
  app.get(
    '/api/search',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['search'],
        summary: 'Records matching a text, of every kind the caller may see, best first',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) =>
      service.search({ userId: request.user.id, permissions: request.permissions }, request.query.q, request.query.limit),
  );
};
