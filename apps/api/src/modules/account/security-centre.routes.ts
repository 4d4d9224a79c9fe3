// What the security centre's routes do (Account → Security, issue 22): my sessions (end one, end
// all others), my sign-in history, MFA set-up; for admins, anyone's sign-ins and sessions, and
// the roles that must use MFA. Paths, schemas and access are in
// packages/contracts/src/security.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { AuthSecurityMessages } from '@keel/contracts/auth-security';
import { securityRoutes as table } from '@keel/contracts/security.routes';
import { badRequest, conflict, notFound } from '../../shared/http-error.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { createMfaService } from './mfa.service.ts';
import { createReauth } from './reauth.service.ts';
import { createSessionsService } from './sessions.service.ts';
import { createSignInHistory } from './sign-in-history.ts';

export const securityCentreRoutes: FastifyPluginAsync = async (app) => {
  const sessions = createSessionsService(app.db);
  const history = createSignInHistory(app.db);
  const mfa = createMfaService(app);
  const verifyReauth = createReauth(app);

  registerRoutes(app, table, {
    sessions: async (request) => ({
      sessions: await sessions.list(request.user.id, request.sessionId),
    }),

    endSession: async (request) => {
      const ended = await app.auth.endSessions(request.user.id, {
        sessionIds: [request.params.id],
      });
      if (ended === 0) throw notFound('Session');
      return { ended };
    },

    endOtherSessions: async (request) => ({
      ended: await app.auth.endSessions(request.user.id, { exceptSessionId: request.sessionId }),
    }),

    mySignIns: (request) =>
      history.list(request.query.page, request.query.pageSize, request.user.id),

    signIns: (request) =>
      history.list(request.query.page, request.query.pageSize, request.query.userId),

    userSessions: async (request) => ({ sessions: await sessions.list(request.params.userId) }),

    endUserSessions: async (request) => ({
      ended: await app.auth.endSessions(request.params.userId),
    }),

    mfa: (request) => mfa.status(request.user.id, request.user.role),

    mfaSetup: async (request) => {
      const setup = await mfa.setup(request.user.id, request.user.email);
      if (!setup) throw conflict('Two-factor authentication is already on.');
      return setup;
    },

    mfaEnable: async (request) => {
      const recoveryCodes = await mfa.enable(request.user.id, request.body.code);
      if (!recoveryCodes)
        throw badRequest(AuthSecurityMessages.invalidMfaCode, {
          code: AuthSecurityMessages.invalidMfaCode,
        });
      // A user whose role requires MFA reaches every route from now on.
      await app.auth.invalidateUser(request.user.id);
      return { recoveryCodes };
    },

    mfaDisable: async (request) => {
      if (await mfa.isRequiredFor(request.user.role))
        throw badRequest(AuthSecurityMessages.mfaRequiredByRole);
      await verifyReauth(request, request.body);
      await mfa.disable(request.user.id);
      await app.auth.invalidateUser(request.user.id);
      return mfa.status(request.user.id, request.user.role);
    },

    recoveryCodes: async (request) => {
      if (!(await mfa.isEnabled(request.user.id)))
        throw badRequest(AuthSecurityMessages.mfaNotSetUp);
      await verifyReauth(request, request.body);
      return { recoveryCodes: await mfa.regenerateRecoveryCodes(request.user.id) };
    },

    mfaRoles: async () => ({ roles: await mfa.requiredRoles() }),

    setMfaRoles: async (request) => {
      const roles = await mfa.setRequiredRoles(request.body.roles);
      // Members of a newly required role are held to the set-up routes at once (their sockets
      // close too); a role no longer required frees its members.
      await app.auth.invalidateAll();
      for (const userId of await mfa.membersWithoutMfa(roles))
        await app.auth.invalidateUser(userId);
      return { roles };
    },
  });
};
