// Chat (docs/spec/pages.md#chat): conversations, who takes part (with their read state), messages, and the
// open WebSocket connections that make a user read as online.
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredAttachment } from './mail.ts';
import { users } from './users.ts';
import { CONVERSATION_TYPES, MESSAGE_CONTENT_TYPES } from '@keel/contracts/chat';

export const chatConversations = pgTable('chat_conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type', { enum: CONVERSATION_TYPES }).notNull(),
  /** "<smaller user id>:<larger user id>" for one-to-one: at most one per pair. */
  directKey: text('direct_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatParticipants = pgTable(
  'chat_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Messages after this are unread for the participant; others see it as "Seen". */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('chat_participants_user_idx').on(table.userId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    contentType: text('content_type', { enum: MESSAGE_CONTENT_TYPES }).notNull().default('text'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the sender edits the text; everyone sees "edited". */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Set when the sender deletes it: the text and files are gone, the place stays. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_messages_conversation_created_idx').on(
      table.conversationId,
      table.createdAt,
      table.id,
    ),
  ],
);

/** One row per open WebSocket, refreshed by a heartbeat; rows of a crashed process go stale. */
export const chatConnections = pgTable(
  'chat_connections',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_connections_user_idx').on(table.userId, table.seenAt)],
);

/** The one-to-one conversation's key for a pair of users, in either order. */
export const directKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatParticipantRow = typeof chatParticipants.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessageRow = typeof chatMessages.$inferInsert;
