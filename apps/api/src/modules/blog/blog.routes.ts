// Blog calls (pages.md §13). Reads, shares and views are public: anonymous callers get published
// posts only (drafts answer 404); a signed-in caller on those routes sees drafts too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BlogCommentListQuerySchema,
  BlogCommentListResponseSchema,
  BlogCommentNewBodySchema,
  BlogCommentNewResponseSchema,
  BlogCountResponseSchema,
  BlogFavoriteBodySchema,
  BlogPostIdBodySchema,
  BlogPostInputSchema,
  BlogPostListQuerySchema,
  BlogPostListResponseSchema,
  BlogPostQuerySchema,
  BlogPostResponseSchema,
  BlogPostUpdateBodySchema,
  BlogPublishBodySchema,
  BlogRecentResponseSchema,
  BlogSearchQuerySchema,
  BlogSearchResponseSchema,
  BlogViewBodySchema,
} from '@keel/contracts/blog';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import { createBlogCommentService } from './blog-comments.service.ts';
import { createBlogService } from './blog.service.ts';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const posts = createBlogService(app.db, (userId) => app.auth.permissionsOf(userId));
  const comments = createBlogCommentService(app.db, posts);
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
  const tags = ['blog'];
  const open = { public: true };

  app.get(
    '/api/blog/posts',
    { config: open, schema: { tags, summary: 'List posts (anonymous: published only)', querystring: BlogPostListQuerySchema, response: { 200: BlogPostListResponseSchema, 400: ErrorResponseSchema } } },
    async (request) => posts.list(request.query, await app.auth.identify(request)),
  );

  app.get(
    '/api/blog/posts/search',
    { config: { permission: 'signed-in' }, schema: { tags, summary: 'Search posts by title', querystring: BlogSearchQuerySchema, response: { 200: BlogSearchResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema } } },
    async (request) => ({ results: await posts.search(request.query.query) }),
  );

  app.get(
    '/api/blog/posts/recent',
    { config: open, schema: { tags, summary: 'Latest published posts except this one', querystring: BlogPostQuerySchema, response: { 200: BlogRecentResponseSchema, 400: ErrorResponseSchema } } },
    async (request) => ({ recentPosts: await posts.recent(request.query.title, await app.auth.identify(request)) }),
  );

  app.get(
    '/api/blog/post',
    { config: open, schema: { tags, summary: 'A post by slug', querystring: BlogPostQuerySchema, response: { 200: BlogPostResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema } } },
    async (request) => ({ post: await posts.bySlug(request.query.title, await app.auth.identify(request)) }),
  );

  app.post(
    '/api/blog/posts/new',
    { config: { permission: 'blog.write' }, schema: { tags, summary: 'Write a post', body: BlogPostInputSchema, response: { 200: BlogPostResponseSchema, ...errors } } },
    async (request) => ({ post: await posts.create(request.body, request.user) }),
  );

  app.post(
    '/api/blog/posts/update',
    { config: { permission: 'blog.write' }, schema: { tags, summary: 'Edit a post (author or admin)', body: BlogPostUpdateBodySchema, response: { 200: BlogPostResponseSchema, ...errors } } },
    async (request) => ({ post: await posts.update(request.body.postId, request.body.post, request.user) }),
  );

  app.post(
    '/api/blog/posts/delete',
    { config: { permission: 'blog.write' }, schema: { tags, summary: 'Delete a post (author or admin)', body: BlogPostIdBodySchema, response: { 200: EmptyResponseSchema, ...errors } } },
    async (request) => {
      await posts.remove(request.body.postId, request.user);
      return {};
    },
  );

  app.post(
    '/api/blog/posts/publish',
    { config: { permission: 'blog.write' }, schema: { tags, summary: 'Publish or unpublish (author or admin)', body: BlogPublishBodySchema, response: { 200: BlogPostResponseSchema, ...errors } } },
    async (request) => ({ post: await posts.publish(request.body.postId, request.body.publish, request.user) }),
  );

  app.post(
    '/api/blog/favorite',
    { config: { permission: 'signed-in' }, schema: { tags, summary: 'Favourite or unfavourite', body: BlogFavoriteBodySchema, response: { 200: BlogPostResponseSchema, ...errors } } },
    async (request) => ({ post: await posts.favorite(request.body.postId, request.body.favorite, request.user) }),
  );

  app.post(
    '/api/blog/share',
    { config: open, schema: { tags, summary: 'Count a share', body: BlogPostIdBodySchema, response: { 200: BlogCountResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema } } },
    async (request) => posts.share(request.body.postId, await app.auth.identify(request)),
  );

  app.post(
    '/api/blog/posts/view',
    { config: open, schema: { tags, summary: 'Count a view, once per browser session', body: BlogViewBodySchema, response: { 200: BlogCountResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema } } },
    async (request) => posts.view(request.body.postId, request.body.sessionId, await app.auth.identify(request)),
  );

  app.get(
    '/api/blog/comments',
    { config: open, schema: { tags, summary: 'Comment threads, 10 a page', querystring: BlogCommentListQuerySchema, response: { 200: BlogCommentListResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema } } },
    async (request) => comments.list(request.query.postId, request.query.page, request.query.pageSize, await app.auth.identify(request)),
  );

  app.post(
    '/api/blog/comments/new',
    { config: { permission: 'signed-in' }, schema: { tags, summary: 'Comment or reply', body: BlogCommentNewBodySchema, response: { 200: BlogCommentNewResponseSchema, ...errors } } },
    async (request) => comments.create(request.body, request.user),
  );
};
