// Bearer-token authentication and permissions, secure by default: every /api route declares
// `config: { public: true }` or `config: { permission }` (a permission of
// packages/contracts/src/permissions.ts, or 'signed-in'); a route with neither fails at start-up.
// The requirement is written into the route's OpenAPI `security` (the permission as its scope),
// which the security suite reads to build its matrix. The per-route guard is in auth-guard.ts;
// this file signs and verifies tokens and caches users. A token names its server-side session
// (`sid`, session-store.ts): logout, a password change, a ban or a deletion ends it at once, in
// every API process. A user whose role requires MFA (admin setting) and who has not set it up
// reaches only the routes marked `mfaSetup` (set-up, my-account, logout) until they do: MFA is
// enforced here, not only by the web app.
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyRequest } from 'fastify';
import { AuthSecurityMessages } from '@keel/contracts/auth-security';
import { ErrorMessages } from '@keel/contracts/common';
import {
  BUILT_IN_ROLE_PERMISSIONS,
  isBuiltInRole,
  PERMISSIONS,
  type Permission,
  type RouteAccess,
} from '@keel/contracts/permissions';
import type { SessionUser, User } from '@keel/contracts/user';
import { roles } from '@keel/db/schema/access';
import { mfaFactors, mfaRequiredRoles } from '@keel/db/schema/auth';
import { users } from '@keel/db/schema/users';
import { forbidden, unauthorized } from '../shared/http-error.ts';
import { createApiTokenResolver } from './api-token-auth.ts';
import {
  installRouteGuards,
  sessionOf,
  signedInEntry,
  subject,
  type CachedUser,
  type TokenClaims,
} from './auth-guard.ts';
import { toUser } from '../shared/user-mapper.ts';
import { createSecretBox, type SecretBox } from '../secret.ts';
import { createSessionStore, type CachedSession } from './session-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** Encrypts TOTP secrets at rest (AES-256-GCM, key derived from the server secret). */
    mfaSecrets: SecretBox;
  }
  interface FastifyRequest {
    /** The signed-in user; set on every non-public route before the handler runs. */
    user: User;
    /** What the signed-in user may do (their role's permissions); empty on public routes. */
    permissions: ReadonlySet<Permission>;
    /** The session the bearer token names (`sid`); set with `user`. */
    sessionId: string;
  }
  interface FastifyContextConfig {
    public?: boolean;
    /** What a non-public route needs: a permission, or any signed-in user. */
    permission?: RouteAccess;
    /** Open to an account whose e-mail is not verified yet (REQUIRE_VERIFIED_EMAIL). */
    allowUnverified?: boolean;
    /** Open to an account that must set up MFA before anything else (its role requires it). */
    mfaSetup?: boolean;
  }
}

export interface AuthService {
  /** Starts a server-side session for a sign-in and answers its access token. */
  startSession(
    user: { id: string; tokenVersion: number },
    request: FastifyRequest,
  ): Promise<string>;
  /** A fresh token for an existing session (after the password change bumped the token version). */
  reissue(user: { id: string; tokenVersion: number }, sessionId: string): string;
  /**
   * Ends sessions of a user (all of them unless some are named; `exceptSessionId` keeps one) and
   * closes their WebSockets in every API process.
   */
  endSessions(
    userId: string,
    options?: { sessionIds?: string[]; exceptSessionId?: string },
  ): Promise<number>;
  /** Drops the cached copy here and in every other API process, and re-checks the user's sockets. */
  invalidateUser(userId: string): Promise<void>;
  /** Called in every process after a user's cached copy was dropped (the WebSocket re-checks). */
  onUserChanged(handler: (userId: string) => void): void;
  /** The user a raw token (no "Bearer ") signs in, and when it expires (ms); throws 401 (the WebSocket). */
  verifyToken(token: string): Promise<{ user: User; sessionId: string; expiresAt: number }>;
  /** A 5-minute token for the second sign-in step; never accepted as an access token (no `sid`). */
  signMfaToken(user: { id: string; tokenVersion: number }): string;
  /** The user id and token version an MFA token names; throws 401 when invalid or expired. */
  verifyMfaToken(token: string): { userId: string; tokenVersion: number };
  /** On a public route: the signed-in user when a valid bearer token came along, else undefined. */
  identify(request: FastifyRequest): Promise<User | undefined>;
  /** A user's permissions, from their role (cached with the user). */
  permissionsOf(userId: string): Promise<ReadonlySet<Permission>>;
  /** The user as login, register and my-account answer it: with their permissions. */
  sessionUser(user: User): Promise<SessionUser>;
  /** The signed-in user must set up MFA first (read on a signed-in request: the user is cached). */
  mfaSetupPending(userId: string): boolean;
  /** Drops every cached user here and in every other API process (a role's permissions changed). */
  invalidateAll(): Promise<void>;
  /** After a revoke: the API token stops working at once in every process. */
  forgetApiToken(tokenId: string): Promise<void>;
}

export interface AuthPluginOptions {
  secret: string;
  tokenTtlSeconds: number;
  /** Unverified accounts reach only routes marked `allowUnverified`. */
  requireVerifiedEmail?: boolean;
}

// Short enough that a missed invalidation heals quickly, long enough to spare the database.
const USER_CACHE_TTL_MS = 30_000;
const TOKEN_CACHE_SIZE = 10_000;
const USER_CHANGED_CHANNEL = 'keel_user_changed';
const MFA_TOKEN_TTL_MS = 5 * 60_000;
/** A payload of '*' drops every cached user (a custom role changed). */
const EVERYONE = '*';
const NO_PERMISSIONS: ReadonlySet<Permission> = new Set();

/** A role's permissions: built-in ones from the code, custom ones from their row. */
export function rolePermissions(
  roleKey: string,
  stored: readonly string[] | null,
): ReadonlySet<Permission> {
  if (isBuiltInRole(roleKey)) return new Set(BUILT_IN_ROLE_PERMISSIONS[roleKey]);
  const known = new Set<string>(PERMISSIONS);
  return new Set((stored ?? []).filter((name): name is Permission => known.has(name)));
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const sign = createSigner({
      key: options.secret,
      algorithm: 'HS256',
      expiresIn: options.tokenTtlSeconds * 1000,
    });
    const verify = createVerifier({ key: options.secret, algorithms: ['HS256'] });
    const signMfa = createSigner({
      key: options.secret,
      algorithm: 'HS256',
      expiresIn: MFA_TOKEN_TTL_MS,
    });
    app.decorate('mfaSecrets', createSecretBox(options.secret, 'mfa-totp'));
    // Verified tokens by their text: a repeated token costs a map lookup, not a signature check
    // (fast-jwt's own cache hashes the token with SHA-256 first, 6 % of an authenticated read).
    const verified = new Map<string, TokenClaims>();
    const cache = new Map<string, CachedUser>();
    const userById = app.db
      .select({
        user: users,
        rolePermissions: roles.permissions,
        mfaRequired: mfaRequiredRoles.role,
        mfaEnabledAt: mfaFactors.enabledAt,
      })
      .from(users)
      .leftJoin(roles, eq(roles.key, users.role))
      .leftJoin(mfaRequiredRoles, eq(mfaRequiredRoles.role, users.role))
      .leftJoin(mfaFactors, eq(mfaFactors.userId, users.id))
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('auth_user_by_id');

    /** The cached user while fresh: the usual case, answered without a promise. */
    function freshEntry(userId: string): CachedUser | undefined {
      const cached = cache.get(userId);
      return cached && cached.expiresAt > Date.now() ? cached : undefined;
    }

    async function loadUser(userId: string): Promise<CachedUser | undefined> {
      const [found] = await userById.execute({ id: userId });
      if (!found) {
        cache.delete(userId);
        return undefined;
      }
      const row = found.user;
      const entry = {
        user: toUser(row),
        permissions: rolePermissions(row.role, found.rolePermissions),
        tokenVersion: row.tokenVersion,
        mfaSetupPending: found.mfaRequired !== null && !found.mfaEnabledAt,
        expiresAt: Date.now() + USER_CACHE_TTL_MS,
      };
      cache.set(userId, entry);
      return entry;
    }

    const sessions = createSessionStore(app.db, options.tokenTtlSeconds);
    const changeHandlers: ((userId: string) => void)[] = [];
    const userChanged = (userId: string) => {
      if (userId === EVERYONE) return cache.clear();
      cache.delete(userId);
      sessions.forgetUser(userId);
      for (const handler of changeHandlers) handler(userId);
    };
    const unlisten = await app.database.listen(USER_CHANGED_CHANNEL, userChanged);
    // Changes announced while LISTEN was down were missed: forget every cached user.
    const stopGap = app.database.onListenGap(() => userChanged(EVERYONE));
    app.addHook('onClose', async () => {
      stopGap();
      await unlisten();
    });

    function verifiedClaims(token: string): TokenClaims {
      const known = verified.get(token);
      if (known && (typeof known.exp !== 'number' || known.exp * 1000 > Date.now())) return known;
      let claims: TokenClaims;
      try {
        claims = verify(token) as TokenClaims;
      } catch {
        verified.delete(token);
        throw unauthorized(ErrorMessages.tokenInvalid);
      }
      // Bounded: the oldest entry goes first.
      if (verified.size >= TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    }

    /** The cached user and session, read from the database only when not fresh here. */
    async function loadEntries(
      userId: string,
      sessionId: string,
    ): Promise<[CachedUser | undefined, CachedSession | undefined]> {
      return Promise.all([
        freshEntry(userId) ?? loadUser(userId),
        sessions.fresh(sessionId) ?? sessions.load(sessionId),
      ]);
    }

    async function verifyToken(token: string) {
      const claims = verifiedClaims(token);
      const userId = subject(claims);
      const sessionId = sessionOf(claims);
      const [entry, session] = await loadEntries(userId, sessionId);
      const signedIn = signedInEntry(claims, entry, session);
      // A socket would deliver chat and mail: not before the required MFA is set up.
      if (signedIn.mfaSetupPending) throw forbidden(AuthSecurityMessages.mfaSetupRequired);
      const { user } = signedIn;
      const expiresAt =
        typeof claims.exp === 'number' ? claims.exp * 1000 : Number.POSITIVE_INFINITY;
      return { user, sessionId, expiresAt };
    }

    const issue = (user: { id: string; tokenVersion: number }, sessionId: string) =>
      sign({ sub: user.id, tv: user.tokenVersion, sid: sessionId });

    async function invalidateUser(userId: string) {
      userChanged(userId);
      await app.database.notify(USER_CHANGED_CHANNEL, userId);
    }

    app.decorate('auth', {
      async startSession(user, request) {
        const sessionId = await sessions.start(user.id, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
        return issue(user, sessionId);
      },
      reissue: issue,
      signMfaToken: (user) => signMfa({ sub: user.id, tv: user.tokenVersion, typ: 'mfa' }),
      verifyMfaToken(token) {
        let claims: TokenClaims & { typ?: unknown };
        try {
          claims = verify(token) as TokenClaims & { typ?: unknown };
        } catch {
          throw unauthorized(AuthSecurityMessages.mfaExpired);
        }
        if (claims.typ !== 'mfa' || typeof claims.tv !== 'number')
          throw unauthorized(AuthSecurityMessages.mfaExpired);
        return { userId: subject(claims), tokenVersion: claims.tv };
      },
      async endSessions(userId, endOptions) {
        const ended = await sessions.revoke(userId, endOptions);
        await invalidateUser(userId);
        return ended;
      },
      invalidateUser,
      onUserChanged: (handler) => void changeHandlers.push(handler),
      verifyToken,
      async permissionsOf(userId) {
        return (freshEntry(userId) ?? (await loadUser(userId)))?.permissions ?? NO_PERMISSIONS;
      },
      async sessionUser(user) {
        const entry = await loadUser(user.id);
        return {
          ...(entry?.user ?? user),
          permissions: [...(entry?.permissions ?? NO_PERMISSIONS)],
          mfaSetupRequired: entry?.mfaSetupPending ?? false,
        };
      },
      mfaSetupPending: (userId) => freshEntry(userId)?.mfaSetupPending ?? false,
      forgetApiToken: (tokenId) => apiTokens.forget(tokenId),
      async invalidateAll() {
        cache.clear();
        await app.database.notify(USER_CHANGED_CHANNEL, EVERYONE);
      },
      async identify(request) {
        const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
        if (!match?.[1]) return undefined;
        return verifyToken(match[1]).then(
          ({ user }) => user,
          () => undefined,
        );
      },
    } satisfies AuthService);
    app.decorateRequest('user', null as unknown as User);
    app.decorateRequest('permissions', null as unknown as ReadonlySet<Permission>);
    app.decorateRequest('sessionId', '');

    const apiTokens = await createApiTokenResolver(app);
    async function ownerOf(userId: string) {
      const entry = freshEntry(userId) ?? (await loadUser(userId));
      // API tokens never reach the set-up routes (/api/account), so nothing is open to them.
      if (entry?.mfaSetupPending) throw forbidden(AuthSecurityMessages.mfaSetupRequired);
      return entry && { user: entry.user, permissions: entry.permissions };
    }

    installRouteGuards(app, {
      requireVerifiedEmail: Boolean(options.requireVerifiedEmail),
      verifiedClaims,
      freshEntry,
      freshSession: (sessionId) => sessions.fresh(sessionId),
      loadEntries,
      apiTokens,
      ownerOf,
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
