// The header's notification calls (packages/contracts/src/notifications.routes.ts). The popover
// keeps its own optimistic reducer (notifications-state.ts) rather than RTK Query: it is in
// every dashboard page's shell, which does not load RTK Query (lib/api.ts).
import type { NotificationUpdateBody } from '@keel/contracts/notifications';
import { notificationRoutes } from '@keel/contracts/notifications.routes';
import { callRoute } from '../../lib/api-client.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

const routes = notificationRoutes.routes;

export const notificationsApi = {
  list: (page: number, pageSize: number) => callRoute(routes.list, { query: { page, pageSize } }),
  markAllRead: () => callRoute(routes.markAllRead),
  update: (body: NotificationUpdateBody) => callRoute(routes.update, { body }),
};
