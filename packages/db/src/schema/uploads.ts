// Uploaded content's metadata; the bytes live under DATA_DIR/uploads, named by their sha256.
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  (table) => [index('uploads_owner_idx').on(table.ownerId), index('uploads_sha_idx').on(table.sha256)],
);

export type UploadRow = typeof uploads.$inferSelect;
