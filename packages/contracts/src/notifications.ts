// Header notifications (docs/spec/pages.md#data-shapes Notification, docs/spec/pages.md#header notifications popover).
import { z } from 'zod';
import { IdSchema, pageFields } from './common.ts';

export { NOTIFICATION_EVENT } from './notifications-constants.ts';

export const NOTIFICATION_TYPES = [
  'mail',
  'chat_message',
  'order_placed',
  'invoice_paid',
  'file_shared',
  'calendar_event',
] as const;

export const NotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  description: z.string(),
  avatarUrl: z.string().nullable(),
  link: z.string(),
  createdAt: z.string(),
  isUnRead: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  ...pageFields({ pageSize: 20 }),
});

export const NotificationListResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  total: z.number(),
  unreadCount: z.number(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const NotificationUpdateBodySchema = z.object({
  notificationIds: z.array(IdSchema).min(1, 'Choose at least one notification').max(100),
  isUnRead: z.boolean({ error: 'isUnRead must be true or false' }),
});
export type NotificationUpdateBody = z.infer<typeof NotificationUpdateBodySchema>;
