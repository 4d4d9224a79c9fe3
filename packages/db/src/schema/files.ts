// The file manager (docs/spec/pages.md#file-manager): a tree of files and folders per owner, shares with other
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
import { FILE_PERMISSIONS } from '@keel/contracts/files';

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
    /** The filter group (docs/spec/pages.md#file-manager types): image, pdf, word… */
    category: text('category').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the row went to the trash (issue 20), on the deleted item and everything inside
     * it; the trash keeps it 30 days and its bytes still count against the quota.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The item whose deletion put this row in the trash (itself for what the user deleted). */
    trashRootId: uuid('trash_root_id'),
  },
  (table) => [
    index('files_owner_parent_idx').on(table.ownerId, table.parentId),
    index('files_owner_updated_idx').on(table.ownerId, table.updatedAt),
    index('files_parent_idx').on(table.parentId),
    // The command palette's search (issue 21).
    index('files_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    // The palette's "starts with" matches, bounded and in index order (search-sources.ts).
    index('files_name_prefix_idx').on(sql`lower(${table.name}) text_pattern_ops`),
    // One name per folder among live rows, case-insensitively; the root is the all-zero id.
    // What is in the trash keeps its name; a restore picks a free one if it was taken meanwhile.
    uniqueIndex('files_owner_parent_name_uidx')
      .on(
        table.ownerId,
        sql`coalesce(${table.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`lower(${table.name})`,
      )
      .where(sql`${table.deletedAt} is null`),
    // The trash tab and the 30-day purge.
    index('files_trash_idx')
      .on(table.ownerId, table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
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
    permission: text('permission', { enum: FILE_PERMISSIONS }).notNull(),
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
