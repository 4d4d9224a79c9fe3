// The header notifications' routes: a page with the unread count, mark all read, mark some read
// or unread (docs/decisions/016-route-tables.md).
import { EmptyResponseSchema, ErrorResponseSchema } from './common.ts';
import {
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationUpdateBodySchema,
} from './notifications.ts';
import { defineRoutes } from './route.ts';

export const notificationRoutes = defineRoutes('notifications', {
  list: {
    method: 'GET',
    path: '/api/notifications',
    summary: 'A page of your notifications, with the unread count',
    access: 'signed-in',
    query: NotificationListQuerySchema,
    response: NotificationListResponseSchema,
  },
  markAllRead: {
    method: 'POST',
    path: '/api/notifications/mark-all-read',
    summary: 'Mark all your notifications read',
    access: 'signed-in',
    response: EmptyResponseSchema,
  },
  update: {
    method: 'POST',
    path: '/api/notifications/update',
    summary: 'Mark some of your notifications read or unread',
    access: 'signed-in',
    body: NotificationUpdateBodySchema,
    response: EmptyResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
});
