// Bearer-token authentication and permissions, secure by default: every /api route declares
// `config: { public: true }` or `config: { permission }` (a permission of
// packages/contracts/src/permissions.ts, or 'signed-in'); a route with neither fails at start-up.
// The requirement is written into the route's OpenAPI `security` (the permission as its scope),
// which the security suite reads to build its matrix.
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyError, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AccessMessages } from '@keel/contracts/access';
import { ErrorMessages } from '@keel/contracts/common';
import {
  BUILT_IN_ROLE_PERMISSIONS,
  isBuiltInRole,
  PERMISSIONS,
  SIGNED_IN,
  type Permission,
  type RouteAccess,
} from '@keel/contracts/permissions';
import type { SessionUser, User } from '@keel/contracts/user';
import { roles } from '@keel/db/schema/access';
import { users } from '@keel/db/schema/users';
import { forbidden, unauthorized } from '../shared/http-error.ts';
import { toUser } from '../shared/user-mapper.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
  interface FastifyRequest {
    /** The signed-in user; set on every non-public route before the handler runs. */
    user: User;
    /** What the signed-in user may do (their role's permissions); empty on public routes. */
    permissions: ReadonlySet<Permission>;
  }
  interface FastifyContextConfig {
    public?: boolean;
    /** What a non-public route needs: a permission, or any signed-in user. */
    permission?: RouteAccess;
    /** Open to an account whose e-mail is not verified yet (REQUIRE_VERIFIED_EMAIL). */
    allowUnverified?: boolean;
  }
}

export interface AuthService {
  issueToken(user: { id: string }, tokenVersion: number): string;
  /** Drops the cached copy here and in every other API process. */
  invalidateUser(userId: string): Promise<void>;
  /** The user a raw token (no "Bearer ") signs in, and when it expires (ms); throws 401 (the WebSocket). */
  verifyToken(token: string): Promise<{ user: User; expiresAt: number }>;
  /** On a public route: the signed-in user when a valid bearer token came along, else undefined. */
  identify(request: FastifyRequest): Promise<User | undefined>;
  /** A user's permissions, from their role (cached with the user). */
  permissionsOf(userId: string): Promise<ReadonlySet<Permission>>;
  /** The user as login, register and my-account answer it: with their permissions. */
  sessionUser(user: User): Promise<SessionUser>;
  /** Drops every cached user here and in every other API process (a role's permissions changed). */
  invalidateAll(): Promise<void>;
}

export interface AuthPluginOptions {
  secret: string;
  tokenTtlSeconds: number;
  /** Unverified accounts reach only routes marked `allowUnverified`. */
  requireVerifiedEmail?: boolean;
}

interface CachedUser {
  user: User;
  permissions: ReadonlySet<Permission>;
  tokenVersion: number;
  expiresAt: number;
}

interface TokenClaims {
  sub?: unknown;
  tv?: unknown;
  exp?: unknown;
}

// Short enough that a missed invalidation heals quickly, long enough to spare the database.
const USER_CACHE_TTL_MS = 30_000;
const TOKEN_CACHE_SIZE = 10_000;
const USER_CHANGED_CHANNEL = 'keel_user_changed';
/** A payload of '*' drops every cached user (a custom role changed). */
const EVERYONE = '*';
const NO_PERMISSIONS: ReadonlySet<Permission> = new Set();

/** A role's permissions: built-in ones from the code, custom ones from their row. */
export function rolePermissions(roleKey: string, stored: readonly string[] | null): ReadonlySet<Permission> {
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
    // Verified tokens by their text: a repeated token costs a map lookup, not a signature check
    // (fast-jwt's own cache hashes the token with SHA-256 first, 6 % of an authenticated read).
    const verified = new Map<string, TokenClaims>();
    const cache = new Map<string, CachedUser>();
    const userById = app.db
      .select({ user: users, rolePermissions: roles.permissions })
      .from(users)
      .leftJoin(roles, eq(roles.key, users.role))
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
        expiresAt: Date.now() + USER_CACHE_TTL_MS,
      };
      cache.set(userId, entry);
      return entry;
    }

    const unlisten = await app.database.listen(USER_CHANGED_CHANNEL, (userId) => {
      if (userId === EVERYONE) cache.clear();
      else cache.delete(userId);
    });
    app.addHook('onClose', async () => unlisten());

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

    /** The user id a verified token names; throws 401 when it names none. */
    function subject(claims: TokenClaims): string {
      if (typeof claims.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(claims.sub)) {
        throw unauthorized(ErrorMessages.tokenInvalid);
      }
      return claims.sub;
    }

    /** The token's user, unless gone, banned or signed out everywhere since (401). */
    function signedInEntry(claims: TokenClaims, entry: CachedUser | undefined): CachedUser {
      if (!entry || entry.user.status === 'banned' || entry.tokenVersion !== claims.tv) {
        throw unauthorized(ErrorMessages.tokenInvalid);
      }
      return entry;
    }

    async function verifyToken(token: string) {
      const claims = verifiedClaims(token);
      const userId = subject(claims);
      const { user } = signedInEntry(claims, freshEntry(userId) ?? (await loadUser(userId)));
      const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : Number.POSITIVE_INFINITY;
      return { user, expiresAt };
    }

    app.decorate('auth', {
      issueToken: (user, tokenVersion) => sign({ sub: user.id, tv: tokenVersion }),
      async invalidateUser(userId) {
        cache.delete(userId);
        await app.database.notify(USER_CHANGED_CHANNEL, userId);
      },
      verifyToken,
      async permissionsOf(userId) {
        return (freshEntry(userId) ?? (await loadUser(userId)))?.permissions ?? NO_PERMISSIONS;
      },
      async sessionUser(user) {
        const entry = await loadUser(user.id);
        return { ...(entry?.user ?? user), permissions: [...(entry?.permissions ?? NO_PERMISSIONS)] };
      },
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

    function bearerToken(request: FastifyRequest): string {
      const header = request.headers.authorization;
      if (!header) throw unauthorized(ErrorMessages.tokenMissing);
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw unauthorized(ErrorMessages.tokenInvalid);
      return match[1];
    }

    /**
     * The guard of a non-public route, as a callback hook: a cached user answers synchronously
     * (no promise per request); only a cache miss waits for the database.
     */
    function guardFor(access: RouteAccess, allowUnverified: boolean): onRequestHookHandler {
      const verifiedOnly = Boolean(options.requireVerifiedEmail) && !allowUnverified;
      const admit = (request: FastifyRequest, claims: TokenClaims, entry: CachedUser | undefined) => {
        const signedIn = signedInEntry(claims, entry);
        request.user = signedIn.user;
        request.permissions = signedIn.permissions;
        if (verifiedOnly && !signedIn.user.isVerified) throw forbidden(AccessMessages.verifyFirst);
        if (access !== SIGNED_IN && !signedIn.permissions.has(access)) throw forbidden();
      };
      return (request, _reply, done) => {
        let claims: TokenClaims;
        let userId: string;
        try {
          claims = verifiedClaims(bearerToken(request));
          userId = subject(claims);
          const entry = freshEntry(userId);
          if (entry) {
            admit(request, claims, entry);
            return done();
          }
        } catch (error) {
          return done(error as FastifyError);
        }
        loadUser(userId).then(
          (entry) => {
            try {
              admit(request, claims, entry);
            } catch (error) {
              return done(error as FastifyError);
            }
            done();
          },
          (error: FastifyError) => done(error),
        );
      };
    }

    const guards = new Map<string, onRequestHookHandler>();
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs') || route.config?.public) return;
      const access = route.config?.permission;
      if (!access) {
        throw new Error(
          `${String(route.method)} ${route.url} declares no access: add config.permission or config.public`,
        );
      }
      if (access !== SIGNED_IN && !(PERMISSIONS as readonly string[]).includes(access)) {
        throw new Error(`${String(route.method)} ${route.url} needs an unknown permission "${access}"`);
      }
      const allowUnverified = Boolean(route.config?.allowUnverified);
      const guardKey = `${access}|${allowUnverified}`;
      let guard = guards.get(guardKey);
      if (!guard) guards.set(guardKey, (guard = guardFor(access, allowUnverified)));
      const existing = route.onRequest;
      route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
      route.schema = {
        ...route.schema,
        security: [{ bearerAuth: access === SIGNED_IN ? [] : [access] }],
      };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
