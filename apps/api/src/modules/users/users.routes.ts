// What each user-management route does; paths, schemas and access are in
// packages/contracts/src/users.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { userRoutes as table } from '@keel/contracts/users.routes';
import { viewerOf } from '../../shared/private-fields.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { createUserService } from './users.service.ts';

export const userRoutes: FastifyPluginAsync = async (app) => {
  const service = createUserService(app);

  registerRoutes(app, table, {
    list: (request) => service.list(request.query, viewerOf(request)),
    jobTitles: async () => ({ roles: await service.roles() }),
    bySlug: async (request) => ({
      user: await service.bySlug(request.query.name, viewerOf(request)),
    }),
    cards: (request) =>
      service.cards(request.user, request.query.page, request.query.pageSize, request.query.q),
    create: async (request) => ({ user: await service.create(request.body) }),
    update: async (request) => ({
      user: await service.update(
        request.user,
        request.body.userId,
        request.body.user,
        request.body.version,
      ),
    }),
    remove: async (request) => {
      await service.remove(request.user, request.body.userIds);
      return {};
    },
  });
};
