// What the seed's account calls do (sign in, register, my account) plus the second sign-in step
// with MFA and logout (issue 22); paths, schemas and access are in
// packages/contracts/src/account.routes.ts. Every public answer carrying a token or account data
// says `Cache-Control: no-store` (the guard sets it on signed-in calls).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { accountRoutes as table } from '@keel/contracts/account.routes';
import type { RouteReturn } from '@keel/contracts/route';
import { AuthSecurityMessages } from '@keel/contracts/auth-security';
import { users, type UserRow } from '@keel/db/schema/users';
import { eq } from 'drizzle-orm';
import { createAttemptLimiter, type LimitRule } from '../../shared/attempt-limiter.ts';
import { badRequest, unauthorized } from '../../shared/http-error.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { toUser } from '../../shared/user-mapper.ts';
import { createVerificationService } from '../verification/verification.service.ts';
import { createInvitationsService } from '../access/invitations.service.ts';
import { createRegistrationPolicy } from '../access/registration-policy.service.ts';
import { createWorkspaceSettings } from '../access/workspace-settings.service.ts';
import { createAccountService } from './account.service.ts';
import { createMfaService } from './mfa.service.ts';

/** Codes tried on one pending MFA sign-in's account before 429, past which a growing delay. */
const MFA_RULE: LimitRule = {
  limit: 5,
  windowSeconds: 15 * 60,
  backoff: { baseSeconds: 30, maxSeconds: 15 * 60 },
};

const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');
const deviceOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const service = createAccountService(app.db, { signUpsPerHour: app.env.SIGNUP_LIMIT_PER_HOUR });
  const verification = createVerificationService(app);
  const mfa = createMfaService(app);
  await mfa.sealStoredSecrets();
  const limiter = createAttemptLimiter(app.db);
  const invitations = createInvitationsService(app);
  const registration = createRegistrationPolicy(app, invitations, createWorkspaceSettings(app.db));

  async function signedIn(row: UserRow, request: FastifyRequest) {
    await service.recordSignIn({
      email: row.email,
      userId: row.id,
      ...deviceOf(request),
      success: true,
    });
    return {
      accessToken: await app.auth.startSession(row, request),
      user: await app.auth.sessionUser(toUser(row)),
    };
  }

  const myAccountAnswers = new WeakMap<
    object,
    {
      permissions: ReadonlySet<string>;
      mfaSetupRequired: boolean;
      answer: RouteReturn<typeof table.routes.myAccount>;
    }
  >();
  registerRoutes(app, table, {
    login: async (request, reply) => {
      noStore(reply);
      const row = await service.login(request.body.email, request.body.password, deviceOf(request));
      if (await mfa.isEnabled(row.id))
        return { mfaRequired: true as const, mfaToken: app.auth.signMfaToken(row) };
      return signedIn(row, request);
    },

    loginMfa: async (request, reply) => {
      noStore(reply);
      const { userId, tokenVersion } = app.auth.verifyMfaToken(request.body.mfaToken);
      const key = `mfa-login:${userId}`;
      await limiter.admitAll([[key, MFA_RULE]]);
      const [row] = await app.db.select().from(users).where(eq(users.id, userId));
      if (!row || row.tokenVersion !== tokenVersion || row.status === 'banned')
        throw unauthorized(AuthSecurityMessages.mfaExpired);
      if (!(await mfa.verifyCode(userId, request.body.code))) {
        await service.recordSignIn({
          email: row.email,
          userId,
          ...deviceOf(request),
          success: false,
          reason: 'mfa',
        });
        throw badRequest(AuthSecurityMessages.invalidMfaCode, {
          code: AuthSecurityMessages.invalidMfaCode,
        });
      }
      await limiter.reset(key);
      return signedIn(row, request);
    },

    register: async (request, reply) => {
      noStore(reply);
      const { inviteCode, ...account } = request.body;
      await service.checkSignUp(account.password, deviceOf(request));
      const admission = await registration.admit({ email: account.email, inviteCode });
      // An invitation link reached the address, so it counts as verified.
      const verified = Boolean(admission.invitationId);
      const row = await service
        .register(account, { role: admission.role, verified })
        .catch(async (error: unknown) => {
          if (admission.invitationId) await invitations.release(admission.invitationId);
          throw error;
        });
      // docs/spec/pages.md#auth: a 6-digit code is e-mailed and the web app goes on to /auth/verify.
      if (!verified) await verification.issue(row, 'verify');
      return signedIn(row, request);
    },

    myAccount: (request) => {
      // The same frozen answer while the cached user, their permissions and the MFA step stay
      // the same (each is a new object or value when it changes: plugins/auth.ts), so the
      // serializer checks it once (plugins/response-serializer.ts).
      const mfaSetupRequired = app.auth.mfaSetupPending(request.user.id);
      const known = myAccountAnswers.get(request.user);
      if (
        known &&
        known.permissions === request.permissions &&
        known.mfaSetupRequired === mfaSetupRequired
      )
        return known.answer;
      const answer = Object.freeze({
        user: Object.freeze({
          ...request.user,
          permissions: [...request.permissions],
          mfaSetupRequired,
        }),
      });
      myAccountAnswers.set(request.user, {
        permissions: request.permissions,
        mfaSetupRequired,
        answer,
      });
      return answer;
    },

    logout: async (request) => {
      await app.auth.endSessions(request.user.id, { sessionIds: [request.sessionId] });
      return {};
    },
  });
};
