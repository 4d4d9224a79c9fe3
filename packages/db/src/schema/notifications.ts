// Notifications shown in the header bell (docs/spec/pages.md#shell), one row per recipient.
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { NOTIFICATION_TYPES } from '@keel/contracts/notifications';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: NOTIFICATION_TYPES,
    }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    avatarUrl: text('avatar_url'),
    link: text('link').notNull().default(''),
    /** Chat keeps one unread notification per conversation: the key finds it. */
    groupKey: text('group_key'),
    isUnRead: boolean('is_unread').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;
