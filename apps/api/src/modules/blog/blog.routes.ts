// What each blog route does (docs/spec/pages.md#blog); paths, schemas and access are in
// packages/contracts/src/blog.routes.ts. Public reads give anonymous callers published posts
// only (drafts answer 404); a signed-in caller on those routes sees drafts too.
import type { FastifyPluginAsync } from 'fastify';
import { blogRoutes as table } from '@keel/contracts/blog.routes';
import { createAttemptLimiter, type LimitRule } from '../../shared/attempt-limiter.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { createBlogCommentService } from './blog-comments.service.ts';
import { createBlogService } from './blog.service.ts';

// Anonymous counters (issue 22: unlimited anonymous writes): per address, recorded atomically.
const VIEWS_PER_ADDRESS: LimitRule = { limit: 300, windowSeconds: 3600 };
const SHARES_PER_ADDRESS: LimitRule = { limit: 60, windowSeconds: 3600 };

export const blogRoutes: FastifyPluginAsync = async (app) => {
  const posts = createBlogService(app.db, (userId) => app.auth.permissionsOf(userId));
  const comments = createBlogCommentService(app.db, posts);
  const limiter = createAttemptLimiter(app.db);

  registerRoutes(app, table, {
    list: async (request) => posts.list(request.query, await app.auth.identify(request)),
    search: async (request) => ({ results: await posts.search(request.query.query) }),
    recent: async (request) => ({
      recentPosts: await posts.recent(request.query.title, await app.auth.identify(request)),
    }),
    get: async (request) => ({
      post: await posts.bySlug(request.query.title, await app.auth.identify(request)),
    }),
    create: async (request) => ({ post: await posts.create(request.body, request.user) }),
    update: async (request) => ({
      post: await posts.update(
        request.body.postId,
        request.body.post,
        request.user,
        request.body.version,
      ),
    }),
    remove: async (request) => {
      await posts.remove(request.body.postId, request.user);
      return {};
    },
    publish: async (request) => ({
      post: await posts.publish(request.body.postId, request.body.publish, request.user),
    }),
    favorite: async (request) => ({
      post: await posts.favorite(request.body.postId, request.body.favorite, request.user),
    }),
    share: async (request) => {
      await limiter.admitAll([[`blog-share:${request.ip}`, SHARES_PER_ADDRESS]]);
      return posts.share(request.body.postId, await app.auth.identify(request));
    },
    view: async (request) => {
      await limiter.admitAll([[`blog-view:${request.ip}`, VIEWS_PER_ADDRESS]]);
      return posts.view(
        request.body.postId,
        request.body.sessionId,
        await app.auth.identify(request),
      );
    },
    comments: async (request) =>
      comments.list(
        request.query.postId,
        request.query.page,
        request.query.pageSize,
        await app.auth.identify(request),
      ),
    comment: (request) => comments.create(request.body, request.user),
  });
};
