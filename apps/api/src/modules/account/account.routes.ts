// The seed's account calls: POST login, POST register, GET my-account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema,
  LoginBodySchema,
  MyAccountResponseSchema,
  RegisterBodySchema,
} from '@keel/contracts/account';
import { ErrorResponseSchema } from '@keel/contracts/common';
import { toUser } from '../../shared/user-mapper.ts';
import { createVerificationService } from '../verification/verification.service.ts';
import { createInvitationsService } from '../access/invitations.service.ts';
import { createRegistrationPolicy } from '../access/registration-policy.ts';
import { createWorkspaceSettings } from '../access/workspace-settings.service.ts';
import { createAccountService } from './account.service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAccountService(app.db);
  const verification = createVerificationService(app);
  const invitations = createInvitationsService(app);
  const registration = createRegistrationPolicy(app, invitations, createWorkspaceSettings(app.db));
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };

  app.post(
    '/api/account/login',
    {
      config: { public: true },
      schema: { tags: ['account'], summary: 'Sign in', body: LoginBodySchema, response: { 200: AuthResponseSchema, ...errors } },
    },
    async (request) => {
      const row = await service.login(request.body.email, request.body.password, request.ip);
      return { accessToken: app.auth.issueToken(row, row.tokenVersion), user: await app.auth.sessionUser(toUser(row)) };
    },
  );

  app.post(
    '/api/account/register',
    {
      config: { public: true },
      schema: { tags: ['account'], summary: 'Create an account', body: RegisterBodySchema, response: { 200: AuthResponseSchema, ...errors } },
    },
    async (request) => {
      const { inviteCode, ...account } = request.body;
      const admission = await registration.admit({ email: account.email, inviteCode });
      // An invitation link reached the address, so it counts as verified.
      const verified = Boolean(admission.invitationId);
      const row = await service.register(account, { role: admission.role, verified }).catch(async (error: unknown) => {
        if (admission.invitationId) await invitations.release(admission.invitationId);
        throw error;
      });
      // pages.md §3: a 6-digit code is e-mailed and the web app goes on to /auth/verify.
      if (!verified) await verification.issue(row, 'verify');
      return { accessToken: app.auth.issueToken(row, row.tokenVersion), user: await app.auth.sessionUser(toUser(row)) };
    },
  );

  app.get(
    '/api/account/my-account',
    { config: { permission: 'signed-in', allowUnverified: true }, schema: { tags: ['account'], summary: 'The signed-in account', response: { 200: MyAccountResponseSchema, 401: ErrorResponseSchema } } },
    async (request) => ({ user: { ...request.user, permissions: [...request.permissions] } }),
  );
};
