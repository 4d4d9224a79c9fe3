// Uploaded content's metadata; the bytes live under DATA_DIR/uploads, named by their sha256.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    sha256: text('sha256').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    type: text('type').notNull(),
    /** Public images (avatars, covers, product images) are served to anyone with the id. */
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_owner_idx').on(table.ownerId),
    index('uploads_sha_idx').on(table.sha256),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Bytes each user's uploads take, plus what uploads in flight have reserved: the quota is
 * reserved with one conditional UPDATE (apps/api/src/storage/upload-quota.ts), so parallel
 * uploads cannot pass it. A missing row is filled from the user's uploads on first use.
 */
export const userStorage = pgTable(
  'user_storage',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedBytes: bigint('used_bytes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('user_storage_used_bytes_not_negative', sql`${table.usedBytes} >= 0`)],
);
