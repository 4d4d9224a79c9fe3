// The user-management routes (docs/spec/pages.md#users; docs/decisions/016-route-tables.md): reads with
// users.read, writes with users.manage.
import { EmptyResponseSchema, ErrorResponseSchema } from './common.ts';
import { staleVersionResponseSchema } from './edit-version.ts';
import { defineRoutes } from './route.ts';
import { UserSchema } from './user.ts';
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
} from './users.ts';

export const userRoutes = defineRoutes('users', {
  list: {
    method: 'GET',
    path: '/api/users',
    summary: 'Users, paged, with counts per status',
    access: 'users.read',
    query: UserListQuerySchema,
    response: UserListResponseSchema,
  },
  jobTitles: {
    method: 'GET',
    path: '/api/users/roles',
    summary: 'The job titles in use (the "Role" filter)',
    access: 'users.read',
    response: UserRolesResponseSchema,
  },
  bySlug: {
    method: 'GET',
    path: '/api/users/user',
    summary: 'A user by slug',
    access: 'users.read',
    query: UserLookupQuerySchema,
    response: UserResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
  cards: {
    method: 'GET',
    path: '/api/users/cards',
    summary: 'The member directory',
    access: 'users.read',
    query: UserCardsQuerySchema,
    response: UserCardsResponseSchema,
  },
  create: {
    method: 'POST',
    path: '/api/users/new',
    summary: 'Create a user (admin)',
    access: 'users.manage',
    body: UserNewBodySchema,
    response: UserResponseSchema,
    errors: { 409: ErrorResponseSchema },
  },
  update: {
    method: 'POST',
    path: '/api/users/update',
    summary: 'Edit, ban or change the role of a user (admin)',
    access: 'users.manage',
    body: UserUpdateBodySchema,
    response: UserResponseSchema,
    errors: { 404: ErrorResponseSchema, 409: staleVersionResponseSchema(UserSchema) },
  },
  remove: {
    method: 'POST',
    path: '/api/users/delete',
    summary: 'Delete users (admin)',
    access: 'users.manage',
    body: UserDeleteBodySchema,
    response: EmptyResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
});
