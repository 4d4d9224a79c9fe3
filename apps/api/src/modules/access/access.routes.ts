// The access model's calls (docs/spec/product.md#security-and-access): first-run setup, roles, invitations and workspace
// settings. Registration itself stays in modules/account (the seed's register call).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InvitationCheckQuerySchema,
  InvitationCheckResponseSchema,
  InvitationIdBodySchema,
  InvitationListResponseSchema,
  InvitationNewBodySchema,
  InvitationNewResponseSchema,
  RoleInputSchema,
  RoleKeyBodySchema,
  RoleListResponseSchema,
  RoleResponseSchema,
  RoleUpdateBodySchema,
  SetupBodySchema,
  SetupResponseSchema,
  SetupStatusResponseSchema,
  WorkspaceSettingsResponseSchema,
  WorkspaceSettingsSchema,
} from '@keel/contracts/access';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import { toUser } from '../../shared/user-mapper.ts';
import { createAccountService } from '../account/account.service.ts';
import { createInvitationsService } from './invitations.service.ts';
import { createRolesService } from './roles.service.ts';
import { createSetupService } from './setup.service.ts';
import { createWorkspaceSettings } from './workspace-settings.service.ts';

export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = createSetupService(
    app,
    createAccountService(app.db, { signUpsPerHour: app.env.SIGNUP_LIMIT_PER_HOUR }),
  );
  const roles = createRolesService(app);
  const invitations = createInvitationsService(app);
  const settings = createWorkspaceSettings(app.db);
  const tags = ['access'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

  app.get(
    '/api/setup',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whether Keel needs its first admin, has demo data, and who may register',
        response: { 200: SetupStatusResponseSchema },
      },
    },
    async () => ({
      ...(await setup.status()),
      registration: app.env.REGISTRATION,
      requireVerifiedEmail: app.env.REQUIRE_VERIFIED_EMAIL,
      mailDelivery: Boolean(app.env.SMTP_URL),
    }),
  );

  app.post(
    '/api/setup',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Create the first admin (409 once any admin exists)',
        body: SetupBodySchema,
        response: { 200: SetupResponseSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await setup.createFirstAdmin(request.body);
      reply.header('cache-control', 'no-store');
      return {
        accessToken: await app.auth.startSession(row, request),
        user: await app.auth.sessionUser(toUser(row)),
      };
    },
  );

  app.get(
    '/api/roles',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        summary: 'Roles with their permissions and how many people hold each',
        response: { 200: RoleListResponseSchema, ...errors },
      },
    },
    async () => ({ roles: await roles.list() }),
  );

  app.post(
    '/api/roles/new',
    {
      config: { permission: 'roles.manage' },
      schema: {
        tags,
        summary: 'Create a custom role',
        body: RoleInputSchema,
        response: { 200: RoleResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => ({ role: await roles.create(request.body) }),
  );

  app.post(
    '/api/roles/update',
    {
      config: { permission: 'roles.manage' },
      schema: {
        tags,
        summary: 'Change a custom role (built-in roles are fixed)',
        body: RoleUpdateBodySchema,
        response: {
          200: RoleResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => ({ role: await roles.update(request.body.key, request.body.role) }),
  );

  app.post(
    '/api/roles/delete',
    {
      config: { permission: 'roles.manage' },
      schema: {
        tags,
        summary: 'Delete a custom role nobody holds',
        body: RoleKeyBodySchema,
        response: {
          200: EmptyResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      await roles.remove(request.body.key);
      return {};
    },
  );

  app.get(
    '/api/invitations',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags,
        summary: 'Invitations, newest first',
        response: { 200: InvitationListResponseSchema, ...errors },
      },
    },
    async () => ({ invitations: await invitations.list() }),
  );

  app.post(
    '/api/invitations/new',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags,
        summary: 'Invite an e-mail with a role (the link is e-mailed and answered once)',
        body: InvitationNewBodySchema,
        response: { 200: InvitationNewResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      return invitations.create(request.body, request.user.id, origin);
    },
  );

  app.post(
    '/api/invitations/revoke',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags,
        summary: 'Revoke a pending invitation',
        body: InvitationIdBodySchema,
        response: { 200: EmptyResponseSchema, 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await invitations.revoke(request.body.invitationId);
      return {};
    },
  );

  app.get(
    '/api/invitations/check',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The e-mail and role of a usable invitation code (404 otherwise)',
        querystring: InvitationCheckQuerySchema,
        response: {
          200: InvitationCheckResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => invitations.check(request.query.code),
  );

  app.get(
    '/api/settings/workspace',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        summary: 'Workspace settings',
        response: { 200: WorkspaceSettingsResponseSchema, ...errors },
      },
    },
    async () => ({ settings: await settings.read() }),
  );

  app.post(
    '/api/settings/workspace',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        summary: 'Change workspace settings',
        body: WorkspaceSettingsSchema,
        response: { 200: WorkspaceSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await roles.assertExists(request.body.defaultRole, 'defaultRole');
      return { settings: await settings.update(request.body) };
    },
  );
};
