// User management (pages.md §10): reads with users.read, writes with users.manage
// (members get 403 "You do not have permission").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import {
  UserCardsQuerySchema,
  UserCardsResponseSchema,
  UserDeleteBodySchema,
  UserListQuerySchema,
  UserListResponseSchema,
  UserLookupQuerySchema,
  UserNewBodySchema,
  UserResponseSchema,
  UserRolesResponseSchema,
  UserUpdateBodySchema,
} from '@keel/contracts/users';
import { viewerOf } from '../../shared/private-fields.ts';
import { createUserService } from './users.service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUserService(app);
  const errors = {
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
  };
  const tags = ['users'];

  app.get(
    '/api/users',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        summary: 'Users, paged, with counts per status',
        querystring: UserListQuerySchema,
        response: { 200: UserListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(request.query, viewerOf(request)),
  );

  app.get(
    '/api/users/roles',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        summary: 'The job titles in use (the "Role" filter)',
        response: { 200: UserRolesResponseSchema, ...errors },
      },
    },
    async () => ({ roles: await service.roles() }),
  );

  app.get(
    '/api/users/user',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        summary: 'A user by slug',
        querystring: UserLookupQuerySchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await service.bySlug(request.query.name, viewerOf(request)) }),
  );

  app.get(
    '/api/users/cards',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        summary: 'The member directory',
        querystring: UserCardsQuerySchema,
        response: { 200: UserCardsResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.cards(request.user, request.query.page, request.query.pageSize, request.query.q),
  );

  app.post(
    '/api/users/new',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags,
        summary: 'Create a user (admin)',
        body: UserNewBodySchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await service.create(request.body) }),
  );

  app.post(
    '/api/users/update',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags,
        summary: 'Edit, ban or change the role of a user (admin)',
        body: UserUpdateBodySchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => ({
      user: await service.update(request.user, request.body.userId, request.body.user),
    }),
  );

  app.post(
    '/api/users/delete',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags,
        summary: 'Delete users (admin)',
        body: UserDeleteBodySchema,
        response: { 200: EmptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.user, request.body.userIds);
      return {};
    },
  );
};
