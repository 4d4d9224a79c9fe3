// Mail (pages.md §5): one `mails` row per message as written, one `mail_items` row per person who
// holds a copy (the sender's Sent or Drafts, each recipient's Inbox) with that person's folder,
// flags and labels. A Mail in the API is an item, so its id never leads to anyone else's copy.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export interface StoredPerson {
  userId: string | null;
  name: string;
  email: string;
  avatar: string | null;
}

/** An upload attached to a mail or chat message, copied at send time. */
export interface StoredAttachment {
  id: string;
  name: string;
  size: number;
  type: string;
}

export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null for mail Keel itself sends (codes, welcome mails). */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    fromName: text('from_name').notNull(),
    fromEmail: text('from_email').notNull(),
    fromAvatar: text('from_avatar'),
    recipients: jsonb('recipients').$type<StoredPerson[]>().notNull().default([]),
    subject: text('subject').notNull(),
    /** Sanitised HTML. */
    message: text('message').notNull(),
    /** The message as plain text, for search. */
    plainText: text('plain_text').notNull().default(''),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    replyToMailId: uuid('reply_to_mail_id'),
    isDraft: boolean('is_draft').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mails_sender_idx').on(table.senderId),
    // The command palette's search (issue 21).
    index('mails_subject_trgm_idx').using('gin', table.subject.op('gin_trgm_ops'))],
);

export const mailItems = pgTable(
  'mail_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mails.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder: text('folder', { enum: ['inbox', 'sent', 'drafts', 'trash', 'spam', 'archive'] }).notNull(),
    labelIds: text('label_ids').array().notNull().default(sql`'{}'::text[]`),
    isImportant: boolean('is_important').notNull().default(false),
    isStarred: boolean('is_starred').notNull().default(false),
    isUnread: boolean('is_unread').notNull().default(false),
    /** The mail's date, copied so every list sorts on this table alone. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_items_user_folder_created_idx').on(table.userId, table.folder, table.createdAt),
    index('mail_items_user_created_idx').on(table.userId, table.createdAt),
    index('mail_items_mail_idx').on(table.mailId),
  ],
);

export type MailRow = typeof mails.$inferSelect;
export type NewMailRow = typeof mails.$inferInsert;
export type MailItemRow = typeof mailItems.$inferSelect;
export type NewMailItemRow = typeof mailItems.$inferInsert;
