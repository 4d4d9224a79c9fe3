// The social profile (docs/spec/pages.md#users): profile, posts, likes, comments, follows, people, gallery.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@keel/contracts/common';
import {
  FollowBodySchema,
  FollowersResponseSchema,
  FriendsResponseSchema,
  GalleryQuerySchema,
  GalleryResponseSchema,
  PostCommentBodySchema,
  PostLikeBodySchema,
  PostNewBodySchema,
  PostResponseSchema,
  ProfilePeopleQuerySchema,
  ProfilePostsQuerySchema,
  ProfilePostsResponseSchema,
  ProfileQuerySchema,
  ProfileResponseSchema,
} from '@keel/contracts/profile';
import { createProfileService } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProfileService(app);
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
  const tags = ['profile'];

  app.get(
    '/api/profile',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        summary: 'A profile (default: mine)',
        querystring: ProfileQuerySchema,
        response: { 200: ProfileResponseSchema, ...errors },
      },
    },
    async (request) => ({ profile: await service.get(request.query.user, request.user) }),
  );

  app.get(
    '/api/profile/posts',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        summary: "A profile's posts, newest first",
        querystring: ProfilePostsQuerySchema,
        response: { 200: ProfilePostsResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.posts(request.query.user, request.user, request.query.page, request.query.pageSize),
  );

  app.get(
    '/api/profile/followers',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        summary: 'Who follows a user',
        querystring: ProfilePeopleQuerySchema,
        response: { 200: FollowersResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.followers(
        request.query.user,
        request.user,
        request.query.page,
        request.query.pageSize,
        request.query.q,
      ),
  );

  app.get(
    '/api/profile/friends',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        summary: 'Whom a user follows',
        querystring: ProfilePeopleQuerySchema,
        response: { 200: FriendsResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.friends(
        request.query.user,
        request.user,
        request.query.page,
        request.query.pageSize,
        request.query.q,
      ),
  );

  app.get(
    '/api/profile/gallery',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        summary: "Images of a user's posts",
        querystring: GalleryQuerySchema,
        response: { 200: GalleryResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.gallery(request.query.user, request.user, request.query.page, request.query.pageSize),
  );

  app.post(
    '/api/profile/posts/new',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Post on my profile',
        body: PostNewBodySchema,
        response: { 200: PostResponseSchema, ...errors },
      },
    },
    async (request) => ({ post: await service.createPost(request.user, request.body) }),
  );

  app.post(
    '/api/profile/posts/like',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Like or unlike a post',
        body: PostLikeBodySchema,
        response: { 200: PostResponseSchema, ...errors },
      },
    },
    async (request) => ({
      post: await service.like(request.user, request.body.postId, request.body.liked),
    }),
  );

  app.post(
    '/api/profile/posts/comments/new',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Comment on a post',
        body: PostCommentBodySchema,
        response: { 200: PostResponseSchema, ...errors },
      },
    },
    async (request) => ({
      post: await service.comment(request.user, request.body.postId, request.body.message),
    }),
  );

  app.post(
    '/api/profile/follow',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Follow or unfollow a user',
        body: FollowBodySchema,
        response: { 200: ProfileResponseSchema, ...errors },
      },
    },
    async (request) => ({
      profile: await service.follow(request.user, request.body.userId, request.body.follow),
    }),
  );
};
