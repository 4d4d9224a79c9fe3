// The social side of a user (docs/spec/pages.md#users profile): cover, school, social links, follows,
// profile posts with likes and comments; and each user's notification settings.
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  coverUrl: text('cover_url'),
  school: text('school').notNull().default(''),
  facebookLink: text('facebook_link').notNull().default(''),
  instagramLink: text('instagram_link').notNull().default(''),
  linkedinLink: text('linkedin_link').notNull().default(''),
  twitterLink: text('twitter_link').notNull().default(''),
});

export type UserProfileRow = typeof userProfiles.$inferSelect;

export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  activityComments: boolean('activity_comments').notNull().default(true),
  activityAnswers: boolean('activity_answers').notNull().default(true),
  activityFollows: boolean('activity_follows').notNull().default(false),
  applicationNews: boolean('application_news').notNull().default(true),
  applicationProduct: boolean('application_product').notNull().default(false),
  applicationBlog: boolean('application_blog').notNull().default(false),
});

export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index('follows_followee_idx').on(table.followeeId, table.createdAt),
  ],
);

export const profilePosts = pgTable(
  'profile_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    /** A public image URL (`/api/uploads/{id}`) or null. */
    media: text('media'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profile_posts_author_created_idx').on(table.authorId, table.createdAt)],
);

export type ProfilePostRow = typeof profilePosts.$inferSelect;

export const profilePostLikes = pgTable(
  'profile_post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => profilePosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

export const profilePostComments = pgTable(
  'profile_post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => profilePosts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profile_post_comments_post_created_idx').on(table.postId, table.createdAt)],
);
