// What each personal API token route does; paths, schemas and access are in
// packages/contracts/src/api-tokens.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { apiTokenRoutes as table } from '@keel/contracts/api-tokens.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { createApiTokenService } from './api-tokens.service.ts';

export const apiTokenRoutes: FastifyPluginAsync = async (app) => {
  const service = createApiTokenService(app);

  registerRoutes(app, table, {
    list: (request) => service.list(request.user.id),
    create: (request) => service.create(request.user.id, request.permissions, request.body),
    revoke: async (request) => {
      await service.revoke(request.user.id, request.body.tokenId);
      return {};
    },
  });
};
