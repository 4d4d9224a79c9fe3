// What each access-model route does (docs/spec/product.md#security-and-access): first-run setup,
// roles, invitations and workspace settings; paths, schemas and access are in
// packages/contracts/src/access-public.routes.ts and access.routes.ts. Registration itself stays
// in modules/account.
import type { FastifyPluginAsync } from 'fastify';
import { accessPublicRoutes } from '@keel/contracts/access-public.routes';
import { accessRoutes as table } from '@keel/contracts/access.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { toUser } from '../../shared/user-mapper.ts';
import { createAccountService } from '../account/account.service.ts';
import { createInvitationsService } from './invitations.service.ts';
import { createRolesService } from './roles.service.ts';
import { createSetupService } from './setup.service.ts';
import { createWorkspaceSettings } from './workspace-settings.service.ts';

export const accessRoutes: FastifyPluginAsync = async (app) => {
  const setup = createSetupService(
    app,
    createAccountService(app.db, { signUpsPerHour: app.env.SIGNUP_LIMIT_PER_HOUR }),
  );
  const roles = createRolesService(app);
  const invitations = createInvitationsService(app);
  const settings = createWorkspaceSettings(app.db);

  registerRoutes(app, accessPublicRoutes, {
    setupStatus: async () => ({
      ...(await setup.status()),
      registration: app.env.REGISTRATION,
      requireVerifiedEmail: app.env.REQUIRE_VERIFIED_EMAIL,
      mailDelivery: Boolean(app.env.SMTP_URL),
    }),
    setup: async (request, reply) => {
      const row = await setup.createFirstAdmin(request.body);
      reply.header('cache-control', 'no-store');
      return {
        accessToken: await app.auth.startSession(row, request),
        user: await app.auth.sessionUser(toUser(row)),
      };
    },
    checkInvitation: (request) => invitations.check(request.query.code),
  });

  registerRoutes(app, table, {
    roles: async () => ({ roles: await roles.list() }),
    createRole: async (request) => ({ role: await roles.create(request.body) }),
    updateRole: async (request) => ({
      role: await roles.update(request.body.key, request.body.role),
    }),
    removeRole: async (request) => {
      await roles.remove(request.body.key);
      return {};
    },
    invitations: async () => ({ invitations: await invitations.list() }),
    invite: (request) => {
      const origin = `${request.protocol}://${request.host}`;
      return invitations.create(request.body, request.user.id, origin);
    },
    revokeInvitation: async (request) => {
      await invitations.revoke(request.body.invitationId);
      return {};
    },
    workspaceSettings: async () => ({ settings: await settings.read() }),
    saveWorkspaceSettings: async (request) => {
      await roles.assertExists(request.body.defaultRole, 'defaultRole');
      return { settings: await settings.update(request.body) };
    },
  });
};
