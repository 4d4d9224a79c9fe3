// The file manager (pages.md §9): a tree of files and folders per owner, shares with other
// users, per-user favourites and per-file tags. File bytes are `uploads` rows (content-addressed).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null at the root; deleting a folder deletes what is inside. */
    parentId: uuid('parent_id').references((): AnyPgColumn => files.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isFolder: boolean('is_folder').notNull().default(false),
    /** The extension, or 'folder'. */
    type: text('type').notNull(),
    /** The filter group (pages.md §9 types): image, pdf, word… */
    category: text('category').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('files_owner_parent_idx').on(table.ownerId, table.parentId),
    index('files_owner_updated_idx').on(table.ownerId, table.updatedAt),
    index('files_parent_idx').on(table.parentId),
    // The command palette's search (issue 21).
    index('files_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    // One name per folder, case-insensitively; the root is the all-zero id.
    uniqueIndex('files_owner_parent_name_uidx').on(
      table.ownerId,
      sql`coalesce(${table.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${table.name})`,
    ),
  ],
);

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export const fileShares = pgTable(
  'file_shares',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission', { enum: ['view', 'edit'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.userId] }),
    index('file_shares_user_idx').on(table.userId),
  ],
);

export const fileFavorites = pgTable(
  'file_favorites',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.userId] }),
    index('file_favorites_user_idx').on(table.userId),
  ],
);

export const fileTags = pgTable(
  'file_tags',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.tag] })],
);
