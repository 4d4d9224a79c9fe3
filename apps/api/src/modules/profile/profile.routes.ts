// What each social-profile route does (docs/spec/pages.md#users): profile, posts, likes,
// comments, follows, people, gallery; paths, schemas and access are in
// packages/contracts/src/profile.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { profileRoutes as table } from '@keel/contracts/profile.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { createProfileService } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const service = createProfileService(app);

  registerRoutes(app, table, {
    get: async (request) => ({ profile: await service.get(request.query.user, request.user) }),
    posts: (request) =>
      service.posts(request.query.user, request.user, request.query.page, request.query.pageSize),
    followers: (request) =>
      service.followers(
        request.query.user,
        request.user,
        request.query.page,
        request.query.pageSize,
        request.query.q,
      ),
    friends: (request) =>
      service.friends(
        request.query.user,
        request.user,
        request.query.page,
        request.query.pageSize,
        request.query.q,
      ),
    gallery: (request) =>
      service.gallery(request.query.user, request.user, request.query.page, request.query.pageSize),
    newPost: async (request) => ({ post: await service.createPost(request.user, request.body) }),
    like: async (request) => ({
      post: await service.like(request.user, request.body.postId, request.body.liked),
    }),
    comment: async (request) => ({
      post: await service.comment(request.user, request.body.postId, request.body.message),
    }),
    follow: async (request) => ({
      profile: await service.follow(request.user, request.body.userId, request.body.follow),
    }),
  });
};
