// Header notifications through the notifications plugin (plugins/notifications.ts); paths,
// schemas and access are in packages/contracts/src/notifications.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { notificationRoutes as table } from '@keel/contracts/notifications.routes';
import { registerRoutes } from '../../shared/route-table.ts';

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const service = app.notifications;
  registerRoutes(app, table, {
    list: (request) => service.list(request.user.id, request.query.page, request.query.pageSize),
    markAllRead: async (request) => {
      await service.markAllRead(request.user.id);
      return {};
    },
    update: async (request) => {
      await service.update(request.user.id, request.body.notificationIds, request.body.isUnRead);
      return {};
    },
  });
};
