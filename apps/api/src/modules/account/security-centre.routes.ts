// The security centre (Account → Security, issue 22): my sessions (end one, end all others), my
// sign-in history, MFA set-up; for admins, anyone's sign-ins and sessions, and the roles that
// must use MFA.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthSecurityMessages,
  EndedSessionsResponseSchema,
  MfaDisableBodySchema,
  MfaEnableBodySchema,
  MfaRolesBodySchema,
  MfaRolesResponseSchema,
  MfaSetupResponseSchema,
  MfaStatusResponseSchema,
  ReauthSchema,
  RecoveryCodesResponseSchema,
  SessionParamsSchema,
  SessionsResponseSchema,
  SignInsQuerySchema,
  SignInsResponseSchema,
  UserSessionsParamsSchema,
} from '@keel/contracts/auth-security';
import { ErrorResponseSchema } from '@keel/contracts/common';
import { badRequest, conflict, notFound } from '../../shared/http-error.ts';
import { createMfaService } from './mfa.service.ts';
import { createReauth } from './reauth.service.ts';
import { createSessionsService } from './sessions.service.ts';
import { createSignInHistory } from './sign-in-history.ts';

export const securityCentreRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = createSessionsService(app.db);
  const history = createSignInHistory(app.db);
  const mfa = createMfaService(app);
  const verifyReauth = createReauth(app);
  const errors = {
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    429: ErrorResponseSchema,
  };
  const tags = ['security'];

  app.get(
    '/api/account/sessions',
    {
      config: { permission: 'signed-in', allowUnverified: true },
      schema: {
        tags,
        summary: 'My signed-in devices',
        response: { 200: SessionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ sessions: await sessions.list(request.user.id, request.sessionId) }),
  );

  app.post(
    '/api/account/sessions/:id/end',
    {
      config: { permission: 'signed-in', allowUnverified: true },
      schema: {
        tags,
        summary: 'Sign one of my devices out',
        params: SessionParamsSchema,
        response: { 200: EndedSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ended = await app.auth.endSessions(request.user.id, {
        sessionIds: [request.params.id],
      });
      if (ended === 0) throw notFound('Session');
      return { ended };
    },
  );

  app.post(
    '/api/account/sessions/end-others',
    {
      config: { permission: 'signed-in', allowUnverified: true },
      schema: {
        tags,
        summary: 'Sign out everywhere else',
        response: { 200: EndedSessionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ended: await app.auth.endSessions(request.user.id, { exceptSessionId: request.sessionId }),
    }),
  );

  app.get(
    '/api/account/sign-ins',
    {
      config: { permission: 'signed-in', allowUnverified: true },
      schema: {
        tags,
        summary: 'My recent sign-ins',
        querystring: SignInsQuerySchema,
        response: { 200: SignInsResponseSchema, ...errors },
      },
    },
    async (request) => history.list(request.query.page, request.query.pageSize, request.user.id),
  );

  app.get(
    '/api/security/sign-ins',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags,
        summary: "Everyone's sign-ins (or one user's)",
        querystring: SignInsQuerySchema,
        response: { 200: SignInsResponseSchema, ...errors },
      },
    },
    async (request) =>
      history.list(request.query.page, request.query.pageSize, request.query.userId),
  );

  app.get(
    '/api/users/:userId/sessions',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags,
        summary: "A user's signed-in devices",
        params: UserSessionsParamsSchema,
        response: { 200: SessionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ sessions: await sessions.list(request.params.userId) }),
  );

  app.post(
    '/api/users/:userId/sessions/end',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags,
        summary: "End all of a user's sessions",
        params: UserSessionsParamsSchema,
        response: { 200: EndedSessionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ ended: await app.auth.endSessions(request.params.userId) }),
  );

  app.get(
    '/api/account/mfa',
    {
      config: { permission: 'signed-in', mfaSetup: true },
      schema: {
        tags,
        summary: 'My two-factor status',
        response: { 200: MfaStatusResponseSchema, ...errors },
      },
    },
    async (request) => mfa.status(request.user.id, request.user.role),
  );

  app.post(
    '/api/account/mfa/setup',
    {
      config: { permission: 'signed-in', mfaSetup: true },
      schema: {
        tags,
        summary: 'Start two-factor set-up: a new secret and its QR code',
        response: { 200: MfaSetupResponseSchema, ...errors },
      },
    },
    async (request) => {
      const setup = await mfa.setup(request.user.id, request.user.email);
      if (!setup) throw conflict('Two-factor authentication is already on.');
      return setup;
    },
  );

  app.post(
    '/api/account/mfa/enable',
    {
      config: { permission: 'signed-in', mfaSetup: true },
      schema: {
        tags,
        summary: 'Turn two-factor on with a first code; answers ten recovery codes',
        body: MfaEnableBodySchema,
        response: { 200: RecoveryCodesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const recoveryCodes = await mfa.enable(request.user.id, request.body.code);
      if (!recoveryCodes)
        throw badRequest(AuthSecurityMessages.invalidMfaCode, {
          code: AuthSecurityMessages.invalidMfaCode,
        });
      // A user whose role requires MFA reaches every route from now on.
      await app.auth.invalidateUser(request.user.id);
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/account/mfa/disable',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Turn two-factor off (current password or a code)',
        body: MfaDisableBodySchema,
        response: { 200: MfaStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (await mfa.isRequiredFor(request.user.role))
        throw badRequest(AuthSecurityMessages.mfaRequiredByRole);
      await verifyReauth(request, request.body);
      await mfa.disable(request.user.id);
      await app.auth.invalidateUser(request.user.id);
      return mfa.status(request.user.id, request.user.role);
    },
  );

  app.post(
    '/api/account/mfa/recovery-codes',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Replace my recovery codes (current password or a code)',
        body: ReauthSchema,
        response: { 200: RecoveryCodesResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await mfa.isEnabled(request.user.id)))
        throw badRequest(AuthSecurityMessages.mfaNotSetUp);
      await verifyReauth(request, request.body);
      return { recoveryCodes: await mfa.regenerateRecoveryCodes(request.user.id) };
    },
  );

  app.get(
    '/api/security/mfa-roles',
    {
      config: { permission: 'roles.manage' },
      schema: {
        tags,
        summary: 'Roles that must use two-factor sign-in',
        response: { 200: MfaRolesResponseSchema, ...errors },
      },
    },
    async () => ({ roles: await mfa.requiredRoles() }),
  );

  app.post(
    '/api/security/mfa-roles',
    {
      config: { permission: 'roles.manage' },
      schema: {
        tags,
        summary: 'Set the roles that must use two-factor sign-in',
        body: MfaRolesBodySchema,
        response: { 200: MfaRolesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const roles = await mfa.setRequiredRoles(request.body.roles);
      // Members of a newly required role are held to the set-up routes at once (their sockets
      // close too); a role no longer required frees its members.
      await app.auth.invalidateAll();
      for (const userId of await mfa.membersWithoutMfa(roles))
        await app.auth.invalidateUser(userId);
      return { roles };
    },
  );
};
