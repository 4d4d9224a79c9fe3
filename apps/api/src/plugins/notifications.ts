// Notifications as a plugin: `app.notifications.notify(userId, …)` is how any module tells a user
// something (the row is stored and pushed over the WebSocket); the notifications module's routes
// list and mark them through the same decorator. Registered before the modules (app.ts), so a
// service takes it from `app` instead of building its own copy. Edit here to change what a
// notification stores or how it is delivered.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NOTIFICATION_EVENT, type Notification } from '@keel/contracts/notifications';
import { notifications, type NotificationRow } from '@keel/db/schema/notifications';
import { notFound } from '../shared/http-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

export interface NotifyInput {
  type: Notification['type'];
  title: string;
  description?: string;
  avatarUrl?: string | null;
  link?: string;
  /** Replace the user's unread notification with this key instead of adding one (chat). */
  groupKey?: string;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    avatarUrl: row.avatarUrl,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    isUnRead: row.isUnRead,
  } satisfies Notification;
}

export function createNotificationService(app: Pick<FastifyInstance, 'db' | 'events'>) {
  const { db } = app;
  const page = db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notifications_page');
  const totals = db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.isUnRead})`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .prepare('notifications_totals');

  return {
    async list(userId: string, pageNumber: number, pageSize: number) {
      const [rows, [sums]] = await Promise.all([
        page.execute({ userId, limit: pageSize, offset: (pageNumber - 1) * pageSize }),
        totals.execute({ userId }),
      ]);
      return {
        notifications: rows.map(toNotification),
        total: sums?.total ?? 0,
        unreadCount: sums?.unread ?? 0,
      };
    },

    async markAllRead(userId: string) {
      await db
        .update(notifications)
        .set({ isUnRead: false })
        .where(eq(notifications.userId, userId));
    },

    /** All or nothing: an id that is not one of mine answers 404, as other personal resources do. */
    async update(userId: string, ids: string[], isUnRead: boolean) {
      const unique = [...new Set(ids)];
      const mine = and(eq(notifications.userId, userId), inArray(notifications.id, unique));
      await db.transaction(async (tx) => {
        const owned = await tx.select({ id: notifications.id }).from(notifications).where(mine);
        if (owned.length !== unique.length) throw notFound('Notification');
        await tx.update(notifications).set({ isUnRead }).where(mine);
      });
    },

    /**
     * Reading the thing a notification points at reads the notification too (issue 19): the
     * unread ones with this link or group key are marked read and the header is told to refresh.
     */
    async markReadFor(userId: string, target: { link: string } | { groupKey: string }) {
      const changed = await db
        .update(notifications)
        .set({ isUnRead: false })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.isUnRead, true),
            'link' in target
              ? eq(notifications.link, target.link)
              : eq(notifications.groupKey, target.groupKey),
          ),
        )
        .returning({ id: notifications.id });
      if (changed.length === 0) return;
      await app.events.publish({
        userIds: [userId],
        type: NOTIFICATION_EVENT,
        payload: { read: changed.map((row) => row.id) },
      });
    },

    async notify(userId: string, input: NotifyInput): Promise<Notification> {
      if (input.groupKey) {
        await db
          .delete(notifications)
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.groupKey, input.groupKey),
              eq(notifications.isUnRead, true),
            ),
          );
      }
      const [row] = await db
        .insert(notifications)
        .values({
          userId,
          type: input.type,
          title: input.title,
          description: input.description ?? '',
          avatarUrl: input.avatarUrl ?? null,
          link: input.link ?? '',
          groupKey: input.groupKey ?? null,
        })
        .returning();
      const notification = toNotification(row!);
      await app.events.publish({
        userIds: [userId],
        type: NOTIFICATION_EVENT,
        payload: notification,
      });
      return notification;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;

export const notificationsPlugin = fp(
  async (app) => {
    app.decorate('notifications', createNotificationService(app));
  },
  { name: 'notifications', dependencies: ['database', 'events'] },
);
