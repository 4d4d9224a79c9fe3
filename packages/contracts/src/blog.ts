// Blog (docs/spec/pages.md#data-shapes BlogPost/BlogComment, docs/spec/pages.md#blog): posts, threaded comments, favourites, shares, views.
import { z } from 'zod';
import { IdSchema, pageFields, requiredString } from './common.ts';
import { nameString } from './bidi.ts';
import { VersionSchema } from './edit-version.ts';

export const BlogMessages = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  titleTaken: 'A post with this title already exists',
  descriptionRequired: 'Description is required',
  contentRequired: 'Content is required',
  coverRequired: 'Cover is required',
  tagsMin: 'Must have at least 2 tags',
  metaKeywordsMin: 'At least one meta keyword is required',
  commentRequired: 'Comment is required',
  commentTooLong: 'Comment must be at most 2,000 characters',
  commentsClosed: 'Comments are closed',
} as const;

export const BlogPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type BlogPerson = z.infer<typeof BlogPersonSchema>;

export const BlogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.string(),
  /** Sanitised HTML; lists leave it empty to stay light. */
  body: z.string(),
  tags: z.array(z.string()),
  publish: z.boolean(),
  allowComments: z.boolean(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.array(z.string()),
  author: BlogPersonSchema,
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  view: z.number(),
  comment: z.number(),
  share: z.number(),
  favorite: z.number(),
  /** Minutes to read the body at ~200 words a minute. */
  readingMinutes: z.number(),
  isFavorited: z.boolean(),
  /** The latest people who favourited it (at most 8). */
  favoritePerson: z.array(BlogPersonSchema),
  /** Bumped by every edit (edit-version.ts). */
  version: z.number(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BLOG_STATUSES = ['all', 'published', 'draft'] as const;
export const BLOG_SORTS = ['latest', 'popular', 'oldest'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export const BlogPostListQuerySchema = z.object({
  status: z.enum(BLOG_STATUSES).default('all'),
  sort: z.enum(BLOG_SORTS).default('latest'),
  ...pageFields({ pageSize: 12 }),
  q: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(50).optional(),
});
export type BlogPostListQuery = z.input<typeof BlogPostListQuerySchema>;

export const BlogPostListResponseSchema = z.object({
  posts: z.array(BlogPostSchema),
  total: z.number(),
  counts: z.object({ all: z.number(), published: z.number(), draft: z.number() }),
});
export type BlogPostListResponse = z.infer<typeof BlogPostListResponseSchema>;

export const BlogSearchQuerySchema = z.object({ query: z.string().trim().max(200).default('') });
export const BlogSearchResultSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  cover: z.string(),
  publish: z.boolean(),
});
export const BlogSearchResponseSchema = z.object({ results: z.array(BlogSearchResultSchema) });
export type BlogSearchResult = z.infer<typeof BlogSearchResultSchema>;

export const BlogPostQuerySchema = z.object({ title: z.string().trim().min(1).max(300) });
export const BlogPostResponseSchema = z.object({ post: BlogPostSchema });
export const BlogRecentResponseSchema = z.object({ recentPosts: z.array(BlogPostSchema) });

const tagList = (minimum: number, message: string) =>
  z
    .array(z.string().trim().min(1).max(50), { error: message })
    .max(20, 'At most 20 items')
    .transform((items) => [...new Set(items)])
    .refine((items) => items.length >= minimum, message);

/** The create/edit form (docs/spec/pages.md#blog "write"); the server sanitises `body`. */
export const BlogPostInputSchema = z.object({
  title: nameString(BlogMessages.titleRequired, { max: 200, message: BlogMessages.titleTooLong }),
  description: requiredString(BlogMessages.descriptionRequired, {
    max: 1000,
    message: 'Description must be at most 1,000 characters',
  }),
  body: z
    .string({ error: BlogMessages.contentRequired })
    .max(200_000, 'Content is too long')
    .refine(
      (html) => html.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\s/i.test(html),
      BlogMessages.contentRequired,
    ),
  cover: requiredString(BlogMessages.coverRequired, {
    max: 500,
    message: BlogMessages.coverRequired,
  }),
  tags: tagList(2, BlogMessages.tagsMin),
  publish: z.boolean().default(true),
  allowComments: z.boolean().default(true),
  metaTitle: z.string().trim().max(200).default(''),
  metaDescription: z.string().trim().max(500).default(''),
  metaKeywords: tagList(1, BlogMessages.metaKeywordsMin),
});
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;

export const BlogPostUpdateBodySchema = z.object({
  postId: IdSchema,
  post: BlogPostInputSchema.partial(),
  /** The version the edit started from; stale → 409 with the current post. */
  version: VersionSchema.optional(),
});
export const BlogPostIdBodySchema = z.object({ postId: IdSchema });
export const BlogPublishBodySchema = z.object({
  postId: IdSchema,
  publish: z.boolean({ error: 'publish must be true or false' }),
});
export const BlogFavoriteBodySchema = z.object({
  postId: IdSchema,
  favorite: z.boolean({ error: 'favorite must be true or false' }),
});
/** `sessionId`: a random id the browser keeps per session, so a view counts once per session. */
export const BlogViewBodySchema = z.object({
  postId: IdSchema,
  sessionId: z.string().trim().min(8).max(64),
});
export const BlogCountResponseSchema = z.object({ view: z.number(), share: z.number() });

export const BlogReplySchema = z.object({
  id: z.string(),
  author: BlogPersonSchema,
  message: z.string(),
  postedAt: z.string(),
  tagUser: BlogPersonSchema.nullable(),
});
export const BlogCommentSchema = z.object({
  id: z.string(),
  author: BlogPersonSchema,
  message: z.string(),
  postedAt: z.string(),
  replyComment: z.array(BlogReplySchema),
});
export type BlogComment = z.infer<typeof BlogCommentSchema>;
export type BlogReply = z.infer<typeof BlogReplySchema>;

export const BlogCommentListQuerySchema = z.object({
  postId: IdSchema,
  ...pageFields({ maxPageSize: 50 }),
});
export const BlogCommentListResponseSchema = z.object({
  comments: z.array(BlogCommentSchema),
  /** Top-level comments; `post.comment` counts replies too. */
  total: z.number(),
});

export const BlogCommentNewBodySchema = z.object({
  postId: IdSchema,
  message: requiredString(BlogMessages.commentRequired, {
    max: 2000,
    message: BlogMessages.commentTooLong,
  }),
  parentId: IdSchema.optional(),
  tagUserId: IdSchema.optional(),
});
export type BlogCommentNewBody = z.input<typeof BlogCommentNewBodySchema>;
export const BlogCommentNewResponseSchema = z.object({
  comment: BlogCommentSchema,
  count: z.number(),
});
