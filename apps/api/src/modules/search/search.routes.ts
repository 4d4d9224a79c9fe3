// GET /api/search, the command palette's records (issue 21); the route is in
// packages/contracts/src/search.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { searchRoutes as table } from '@keel/contracts/search.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { createSearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsync = async (app) => {
  const service = createSearchService(app);
  registerRoutes(app, table, {
    records: (request) =>
      service.search(
        { userId: request.user.id, permissions: request.permissions },
        request.query.q,
        request.query.limit,
      ),
  });
};
