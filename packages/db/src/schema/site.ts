// What the public site stores (docs/spec/pages.md#public-pages): contact-form messages and coming-soon subscribers.
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Rate limiting counts recent messages per address. */
    ip: text('ip').notNull(),
    /** The contact inbox (/dashboard/contact): read by someone on the team, last reply sent. */
    isRead: boolean('is_read').notNull().default(false),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_ip_created_idx').on(table.ip, table.createdAt),
    index('contact_messages_created_idx').on(table.createdAt),
  ],
);

export const subscribers = pgTable('subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  ip: text('ip').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
