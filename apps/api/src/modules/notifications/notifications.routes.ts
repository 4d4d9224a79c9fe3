// Header notifications: list with unread count, mark all read, mark some read or unread.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import {
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationUpdateBodySchema,
} from '@keel/contracts/notifications';
import { createNotificationService } from './notifications.service.ts';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNotificationService(app);
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

  app.get(
    '/api/notifications',
    { config: { permission: 'signed-in' }, schema: { tags: ['notifications'], querystring: NotificationListQuerySchema, response: { 200: NotificationListResponseSchema, ...errors } } },
    async (request) => service.list(request.user.id, request.query.page, request.query.pageSize),
  );

  app.post(
    '/api/notifications/mark-all-read',
    { config: { permission: 'signed-in' }, schema: { tags: ['notifications'], response: { 200: EmptyResponseSchema, ...errors } } },
    async (request) => {
      await service.markAllRead(request.user.id);
      return {};
    },
  );

  app.post(
    '/api/notifications/update',
    { config: { permission: 'signed-in' }, schema: { tags: ['notifications'], body: NotificationUpdateBodySchema, response: { 200: EmptyResponseSchema, 404: ErrorResponseSchema, ...errors } } },
    async (request) => {
      await service.update(request.user.id, request.body.notificationIds, request.body.isUnRead);
      return {};
    },
  );
};
