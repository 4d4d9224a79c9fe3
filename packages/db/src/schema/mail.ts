// Mail (docs/spec/pages.md#mail): one `mails` row per message as written, one `mail_items` row per person who
// holds a copy (the sender's Sent or Drafts, each recipient's Inbox) with that person's folder,
// flags and labels. A Mail in the API is an item, so its id never leads to anyone else's copy.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { MAIL_FOLDERS } from '@keel/contracts/mail-constants';

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
    cc: jsonb('cc').$type<StoredPerson[]>().notNull().default([]),
    /** Shown to the sender's copy only: never to anyone who received the mail. */
    bcc: jsonb('bcc').$type<StoredPerson[]>().notNull().default([]),
    subject: text('subject').notNull(),
    /** Sanitised HTML. */
    message: text('message').notNull(),
    /** The message as plain text, for search. */
    plainText: text('plain_text').notNull().default(''),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    replyToMailId: uuid('reply_to_mail_id'),
    /** The conversation: a reply joins the thread of the mail it answers; anything else starts one. */
    threadId: uuid('thread_id').notNull().defaultRandom(),
    isDraft: boolean('is_draft').notNull().default(false),
    /**
     * Undo send: a sent mail waits until this moment before its recipients get their copies;
     * null once delivered (or for drafts). Stored so a restart still delivers it.
     */
    deliverAt: timestamp('deliver_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mails_sender_idx').on(table.senderId),
    index('mails_thread_idx').on(table.threadId),
    index('mails_deliver_at_idx')
      .on(table.deliverAt)
      .where(sql`${table.deliverAt} is not null`),
    // The command palette's search (issue 21).
    index('mails_subject_trgm_idx').using('gin', table.subject.op('gin_trgm_ops')),
    // The palette's "starts with" matches, bounded and in index order (search-sources.ts).
    index('mails_subject_prefix_idx').on(sql`lower(${table.subject}) text_pattern_ops`),
  ],
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
    folder: text('folder', {
      enum: MAIL_FOLDERS,
    }).notNull(),
    labelIds: text('label_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
