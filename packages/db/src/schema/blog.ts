// Blog posts with threaded comments, favourites, shares and per-session views (docs/spec/pages.md#blog).
// The four counters on a post are kept in step with their tables inside each write's transaction,
// so lists sort by popularity without joins.
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { editVersionColumns } from './edit-version.ts';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    cover: text('cover').notNull(),
    /** Sanitised on the way in; never stored raw. */
    body: text('body').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publish: boolean('publish').notNull().default(false),
    allowComments: boolean('allow_comments').notNull().default(true),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: text('meta_keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewCount: integer('view_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...editVersionColumns(),
  },
  (table) => [
    index('blog_posts_created_idx').on(table.createdAt),
    index('blog_posts_publish_created_idx').on(table.publish, table.createdAt),
    index('blog_posts_author_idx').on(table.authorId),
    index('blog_posts_tags_idx').using('gin', table.tags),
    // The command palette's search (issue 21).
    index('blog_posts_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    // The palette's "starts with" matches, bounded and in index order (search-sources.ts).
    index('blog_posts_title_prefix_idx').on(sql`lower(${table.title}) text_pattern_ops`),
  ],
);
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;

export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    /** null for a top-level comment; replies hang off a top-level comment (one level). */
    parentId: uuid('parent_id').references((): AnyPgColumn => blogComments.id, {
      onDelete: 'cascade',
    }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagUserId: uuid('tag_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blog_comments_post_parent_created_idx').on(
      table.postId,
      table.parentId,
      table.createdAt,
    ),
    index('blog_comments_parent_idx').on(table.parentId),
  ],
);
export type BlogCommentRow = typeof blogComments.$inferSelect;

export const blogFavorites = pgTable(
  'blog_favorites',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('blog_favorites_user_idx').on(table.userId),
  ],
);

/** One row per post and browser session: the view counter only moves for a new session. */
export const blogViews = pgTable(
  'blog_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    sessionKey: text('session_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.sessionKey] }),
    index('blog_views_created_idx').on(table.createdAt),
  ],
);

export const blogShares = pgTable(
  'blog_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_shares_post_idx').on(table.postId)],
);
