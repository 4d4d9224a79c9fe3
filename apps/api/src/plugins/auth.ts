// Bearer-token authentication, secure by default: every /api route requires a signed-in user
// unless it says `config: { public: true }`; `config: { admin: true }` also requires the admin
// role. The requirement is written into the route's OpenAPI `security`, which the security
// suite reads to know what to attack.
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyRequest } from 'fastify';
import { ErrorMessages } from '@keel/contracts/common';
import type { User } from '@keel/contracts/user';
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
  }
  interface FastifyContextConfig {
    public?: boolean;
    admin?: boolean;
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

    async function loadUser(userId: string): Promise<CachedUser | undefined> {
      const cached = cache.get(userId);
      if (cached && cached.expiresAt > Date.now()) return cached;
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

    async function verifyToken(token: string) {
      const claims = verifiedClaims(token);
      if (typeof claims.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(claims.sub)) {
        throw unauthorized(ErrorMessages.tokenInvalid);
      }
      const entry = await loadUser(claims.sub);
      if (!entry || entry.user.status === 'banned' || entry.tokenVersion !== claims.tv) {
        throw unauthorized(ErrorMessages.tokenInvalid);
      }
      const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : Number.POSITIVE_INFINITY;
      return { user: entry.user, expiresAt };
    }

    app.decorate('auth', {
      issueToken: (user, tokenVersion) => sign({ sub: user.id, tv: tokenVersion }),
      async invalidateUser(userId) {
        cache.delete(userId);
        await app.database.notify(USER_CHANGED_CHANNEL, userId);
      },
      verifyToken,
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

    async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization;
      if (!header) throw unauthorized(ErrorMessages.tokenMissing);
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw unauthorized(ErrorMessages.tokenInvalid);
      request.user = (await verifyToken(match[1])).user;
    }

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs') || route.config?.public) return;
      const admin = Boolean(route.config?.admin);
      const guard = async (request: FastifyRequest) => {
        await authenticate(request);
        if (admin && request.user.role !== 'admin') throw forbidden();
      };
      const existing = route.onRequest;
      route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
      route.schema = { ...route.schema, security: [{ bearerAuth: admin ? ['admin'] : [] }] };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
