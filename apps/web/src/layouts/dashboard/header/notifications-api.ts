// The header's notification calls (pages.md §2).
import type { NotificationListResponse, NotificationUpdateBody } from '@keel/contracts/notifications';
import { http } from '../../../lib/http.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsApi = {
  list: (page: number, pageSize: number) => http.get<NotificationListResponse>('/api/notifications', { query: { page, pageSize } }),
  markAllRead: () => http.post<Record<string, never>>('/api/notifications/mark-all-read'),
  update: (body: NotificationUpdateBody) => http.post<Record<string, never>>('/api/notifications/update', body),
};
