// Notifications: list, mark read, and `notify`, the one function other features call to tell
// a user something (it stores the row and pushes it over the WebSocket).
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_EVENT, type Notification } from '@keel/contracts/notifications';
import { notifications, type NotificationRow } from '@keel/db/schema/notifications';
import { notFound } from '../../shared/http-error.ts';

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
      return { notifications: rows.map(toNotification), total: sums?.total ?? 0, unreadCount: sums?.unread ?? 0 };
    },

    async markAllRead(userId: string) {
      await db.update(notifications).set({ isUnRead: false }).where(eq(notifications.userId, userId));
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

    async notify(userId: string, input: NotifyInput): Promise<Notification> {
      if (input.groupKey) {
        await db
          .delete(notifications)
          .where(
            and(eq(notifications.userId, userId), eq(notifications.groupKey, input.groupKey), eq(notifications.isUnRead, true)),
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
      await app.events.publish({ userIds: [userId], type: NOTIFICATION_EVENT, payload: notification });
      return notification;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
