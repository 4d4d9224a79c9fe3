// Personal API tokens, under /api/account: the auth plugin refuses every /api/account route to
// a token, so a token can never list, mint or revoke tokens (nor touch the account or sessions).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiTokenCreateBodySchema,
  ApiTokenCreateResponseSchema,
  ApiTokenListResponseSchema,
  ApiTokenRevokeBodySchema,
} from '@keel/contracts/api-tokens';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import { createApiTokenService } from './api-tokens.service.ts';

export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApiTokenService(app);
  const tags = ['api-tokens'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

  app.get(
    '/api/account/tokens',
    {
      config: { permission: 'signed-in' },
      schema: { tags, summary: 'Your API tokens, newest first', response: { 200: ApiTokenListResponseSchema, ...errors } },
    },
    async (request) => service.list(request.user.id),
  );

  app.post(
    '/api/account/tokens/new',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Create a token (needs your password; the secret is answered once)',
        body: ApiTokenCreateBodySchema,
        response: { 200: ApiTokenCreateResponseSchema, 429: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => service.create(request.user.id, request.permissions, request.body),
  );

  app.post(
    '/api/account/tokens/revoke',
    {
      config: { permission: 'signed-in' },
      schema: { tags, summary: 'Revoke a token at once', body: ApiTokenRevokeBodySchema, response: { 200: EmptyResponseSchema, 404: ErrorResponseSchema, ...errors } },
    },
    async (request) => {
      await service.revoke(request.user.id, request.body.tokenId);
      return {};
    },
  );
};
