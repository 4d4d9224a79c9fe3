// The workspace's kanban board (docs/spec/pages.md#kanban): columns and cards in explicit positions, with
// assignees, attachments (uploads) and comments. Order changes take the board lock (service).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { uploads } from './uploads.ts';
import { users } from './users.ts';
import { editVersionColumns } from './edit-version.ts';
import { KANBAN_COMMENT_TYPES, KANBAN_PRIORITIES } from '@keel/contracts/kanban';

export const kanbanColumns = pgTable(
  'kanban_columns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kanban_columns_position_idx').on(table.position)],
);

export const kanbanCards = pgTable(
  'kanban_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    columnId: uuid('column_id')
      .notNull()
      .references(() => kanbanColumns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    dueStart: timestamp('due_start', { withTimezone: true }),
    dueEnd: timestamp('due_end', { withTimezone: true }),
    priority: text('priority', { enum: KANBAN_PRIORITIES }).notNull().default('medium'),
    completed: boolean('completed').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...editVersionColumns(),
  },
  (table) => [
    index('kanban_cards_column_position_idx').on(table.columnId, table.position),
    // The command palette's search (issue 21).
    index('kanban_cards_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    // The palette's "starts with" matches, bounded and in index order (search-sources.ts).
    index('kanban_cards_name_prefix_idx').on(sql`lower(${table.name}) text_pattern_ops`),
  ],
);

export const kanbanCardAssignees = pgTable(
  'kanban_card_assignees',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.cardId, table.userId] }),
    index('kanban_card_assignees_user_idx').on(table.userId),
  ],
);

export const kanbanCardAttachments = pgTable(
  'kanban_card_attachments',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.uploadId] })],
);

export const kanbanComments = pgTable(
  'kanban_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageType: text('message_type', { enum: KANBAN_COMMENT_TYPES }).notNull().default('text'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kanban_comments_card_created_idx').on(table.cardId, table.createdAt)],
);

export type KanbanColumnRow = typeof kanbanColumns.$inferSelect;
export type KanbanCardRow = typeof kanbanCards.$inferSelect;
export type NewKanbanCardRow = typeof kanbanCards.$inferInsert;
