// Resolves a personal API token (issue 21) for the auth plugin: by the SHA-256 of the presented
// secret, cached briefly like users are, and dropped at once everywhere when revoked. Records
// the last use at most once a minute per token.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiTokenMessages } from '@keel/contracts/api-tokens';
import { ErrorMessages } from '@keel/contracts/common';
import { PERMISSIONS, type Permission } from '@keel/contracts/permissions';
import { apiTokens } from '@keel/db/schema/audit';
import type { User } from '@keel/contracts/user';
import { forbidden, unauthorized } from '../shared/http-error.ts';

/** Tokens are 32 random bytes: a plain SHA-256 is enough (no password-style slow hash). */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface ResolvedApiToken {
  id: string;
  userId: string;
  scopes: ReadonlySet<Permission>;
  expiresAt: number;
}

const CACHE_TTL_MS = 30_000;
const CACHE_SIZE = 10_000;
const TOUCH_EVERY_MS = 60_000;
const REVOKED_CHANNEL = 'keel_api_token_revoked';

export async function createApiTokenResolver(app: FastifyInstance) {
  const cache = new Map<string, { token: ResolvedApiToken | undefined; until: number }>();
  const touched = new Map<string, number>();
  const known = new Set<string>(PERMISSIONS);
  const bySecretHash = app.db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.secretHash, sql.placeholder('hash')))
    .prepare('auth_api_token_by_hash');

  function forgetLocally(tokenId: string) {
    for (const [hash, entry] of cache) if (entry.token?.id === tokenId) cache.delete(hash);
  }
  const unlisten = await app.database.listen(REVOKED_CHANNEL, forgetLocally);
  app.addHook('onClose', async () => unlisten());

  async function load(hash: string): Promise<ResolvedApiToken | undefined> {
    const [row] = await bySecretHash.execute({ hash });
    const token =
      row && !row.revokedAt
        ? {
            id: row.id,
            userId: row.userId,
            scopes: new Set(row.scopes.filter((scope): scope is Permission => known.has(scope))),
            expiresAt: row.expiresAt.getTime(),
          }
        : undefined;
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(hash, { token, until: Date.now() + CACHE_TTL_MS });
    return token;
  }

  return {
    /** The live token a secret names; 401 when unknown, revoked or expired. */
    async resolve(secret: string): Promise<ResolvedApiToken> {
      const hash = hashSecret(secret);
      const cached = cache.get(hash);
      const token = cached && cached.until > Date.now() ? cached.token : await load(hash);
      if (!token || token.expiresAt <= Date.now()) throw unauthorized(ErrorMessages.tokenInvalid);
      return token;
    },

    /** Last use, written outside the request's audit scope and at most once a minute. */
    touch(tokenId: string, ip: string) {
      const now = Date.now();
      if ((touched.get(tokenId) ?? 0) > now - TOUCH_EVERY_MS) return;
      touched.set(tokenId, now);
      app.db
        .update(apiTokens)
        .set({ lastUsedAt: new Date(now), lastUsedIp: ip })
        .where(eq(apiTokens.id, tokenId))
        .then(
          () => undefined,
          (error: unknown) => app.log.warn({ err: error }, 'could not record an API token use'),
        );
    },

    /** After a revoke: no process keeps admitting the token from its cache. */
    async forget(tokenId: string) {
      forgetLocally(tokenId);
      await app.database.notify(REVOKED_CHANNEL, tokenId);
    },
  };
}

export type ApiTokenResolver = Awaited<ReturnType<typeof createApiTokenResolver>>;

interface TokenOwner {
  user: User;
  permissions: ReadonlySet<Permission>;
}

/**
 * Signs a request in with an API token: its owner (unless gone or banned), with the token's
 * scopes ∩ the owner's current permissions. Account, session, MFA and token routes (all under
 * /api/account) never admit a token.
 */
export async function admitApiToken(
  request: FastifyRequest,
  secret: string,
  tokens: ApiTokenResolver,
  ownerOf: (userId: string) => Promise<TokenOwner | undefined>,
): Promise<void> {
  if (request.url.startsWith('/api/account')) throw forbidden(ApiTokenMessages.tokenForbiddenRoute);
  const token = await tokens.resolve(secret);
  const owner = await ownerOf(token.userId);
  if (!owner || owner.user.status === 'banned') throw unauthorized(ErrorMessages.tokenInvalid);
  request.user = owner.user;
  request.permissions = new Set([...token.scopes].filter((scope) => owner.permissions.has(scope)));
  request.apiTokenId = token.id;
  tokens.touch(token.id, request.ip);
}
