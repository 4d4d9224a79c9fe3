// Bearer-token authentication, secure by default: every /api route requires a signed-in user
// unless it says `config: { public: true }`; `config: { admin: true }` also requires the admin
// role. The requirement is written into the route's OpenAPI `security`, which the security
// suite reads to know what to attack.
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyError, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ErrorMessages } from '@keel/contracts/common';
import type { User } from '@keel/contracts/user';
import { BUILT_IN_ROLE_PERMISSIONS, type Permission } from '@keel/contracts/permissions';
import { users } from '@keel/db/schema/users';
import { forbidden, unauthorized } from '../shared/http-error.ts';
import { admitApiToken, createApiTokenResolver } from './api-token-auth.ts';
import { API_TOKEN_PREFIX } from '@keel/contracts/api-tokens';
import { toUser } from '../shared/user-mapper.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
  interface FastifyRequest {
    /** The signed-in user; set on every non-public route before the handler runs. */
    user: User;
    permissions: ReadonlySet<Permission>;
  }
  interface FastifyContextConfig {
    public?: boolean;
    admin?: boolean;
    permission?: string;
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
  /** After a revoke: the API token stops working at once in every process. */
  forgetApiToken(tokenId: string): Promise<void>;
}

export interface AuthPluginOptions {
  secret: string;
  tokenTtlSeconds: number;
}

interface CachedUser {
  user: User;
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
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('auth_user_by_id');

    /** The cached user while fresh: the usual case, answered without a promise. */
    function freshEntry(userId: string): CachedUser | undefined {
      const cached = cache.get(userId);
      return cached && cached.expiresAt > Date.now() ? cached : undefined;
    }

    async function loadUser(userId: string): Promise<CachedUser | undefined> {
      const [row] = await userById.execute({ id: userId });
      if (!row) {
        cache.delete(userId);
        return undefined;
      }
      const entry = { user: toUser(row), tokenVersion: row.tokenVersion, expiresAt: Date.now() + USER_CACHE_TTL_MS };
      cache.set(userId, entry);
      return entry;
    }

    const unlisten = await app.database.listen(USER_CHANGED_CHANNEL, (userId) => cache.delete(userId));
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
    function signedInUser(claims: TokenClaims, entry: CachedUser | undefined): User {
      if (!entry || entry.user.status === 'banned' || entry.tokenVersion !== claims.tv) {
        throw unauthorized(ErrorMessages.tokenInvalid);
      }
      return entry.user;
    }

    async function verifyToken(token: string) {
      const claims = verifiedClaims(token);
      const userId = subject(claims);
      const user = signedInUser(claims, freshEntry(userId) ?? (await loadUser(userId)));
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
      forgetApiToken: (tokenId) => apiTokens.forget(tokenId),
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
    function guardFor(admin: boolean, access?: string): onRequestHookHandler {
      const admit = (request: FastifyRequest, claims: TokenClaims, entry: CachedUser | undefined) => {
        request.user = signedInUser(claims, entry);
        request.permissions = new Set(BUILT_IN_ROLE_PERMISSIONS[request.user.role as 'admin']);
        checkAccess(request);
      };
      const checkAccess = (request: FastifyRequest) => {
        if (admin && request.user.role !== 'admin') throw forbidden();
        if (access && access !== 'signed-in' && !request.permissions.has(access as Permission)) throw forbidden();
      };
      return (request, _reply, done) => {
        let claims: TokenClaims;
        let userId: string;
        try {
          const raw = bearerToken(request);
          // A personal API token (issue 21): its own lookup, then the same access check.
          if (raw.startsWith(API_TOKEN_PREFIX)) {
            admitApiToken(request, raw, apiTokens, tokenOwner).then(
              () => {
                try {
                  checkAccess(request);
                } catch (error) {
                  return done(error as FastifyError);
                }
                done();
              },
              (error: FastifyError) => done(error),
            );
            return;
          }
          claims = verifiedClaims(raw);
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

    const apiTokens = await createApiTokenResolver(app);
    async function tokenOwner(userId: string) {
      const entry = freshEntry(userId) ?? (await loadUser(userId));
      return entry && { user: entry.user, permissions: new Set(BUILT_IN_ROLE_PERMISSIONS[entry.user.role as 'admin']) };
    }
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs') || route.config?.public) return;
      const admin = Boolean(route.config?.admin);
      const guard = guardFor(admin, route.config?.permission);
      const existing = route.onRequest;
      route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
      route.schema = { ...route.schema, security: [{ bearerAuth: admin ? ['admin'] : [] }] };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
