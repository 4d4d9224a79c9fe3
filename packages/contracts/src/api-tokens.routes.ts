// Personal API tokens (docs/decisions/016-route-tables.md), under /api/account: the auth plugin
// refuses every /api/account route to a token, so a token never lists, mints or revokes tokens.
import {
  ApiTokenCreateBodySchema,
  ApiTokenCreateResponseSchema,
  ApiTokenListResponseSchema,
  ApiTokenRevokeBodySchema,
} from './api-tokens.ts';
import { EmptyResponseSchema, ErrorResponseSchema } from './common.ts';
import { defineRoutes } from './route.ts';

export const apiTokenRoutes = defineRoutes('api-tokens', {
  list: {
    method: 'GET',
    path: '/api/account/tokens',
    summary: 'Your API tokens, newest first',
    access: 'signed-in',
    response: ApiTokenListResponseSchema,
  },
  create: {
    method: 'POST',
    path: '/api/account/tokens/new',
    summary: 'Create a token (needs your password; the secret is answered once)',
    access: 'signed-in',
    body: ApiTokenCreateBodySchema,
    response: ApiTokenCreateResponseSchema,
    errors: { 429: ErrorResponseSchema },
  },
  revoke: {
    method: 'POST',
    path: '/api/account/tokens/revoke',
    summary: 'Revoke a token at once',
    access: 'signed-in',
    body: ApiTokenRevokeBodySchema,
    response: EmptyResponseSchema,
    errors: { 404: ErrorResponseSchema },
  },
});
