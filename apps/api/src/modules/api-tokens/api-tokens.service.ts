// Personal API tokens: create (current password + scopes within the owner's permissions), list,
// revoke. The auth plugin resolves a presented secret through `findBySecret`.
import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_TOKEN_PREFIX, ApiTokenMessages, type ApiToken } from '@keel/contracts/api-tokens';
import type { Permission } from '@keel/contracts/permissions';
import { apiTokens, type ApiTokenRow } from '@keel/db/schema/audit';
import { authFailures, users } from '@keel/db/schema/users';
import { hashSecret } from '../../plugins/api-token-auth.ts';
import { badRequest, notFound, tooManyRequests } from '../../shared/http-error.ts';

const PASSWORD_WINDOW_MS = 15 * 60 * 1000;
const PASSWORD_MAX_FAILURES = 10;
const DAY_MS = 86_400_000;

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as Permission[],
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewToken {
  name: string;
  scopes: Permission[];
  expiresInDays: number;
  password: string;
}

export function createApiTokenService(app: FastifyInstance) {
  const { db } = app;

  /** Rate-limited like the password change (account-settings.service.ts). */
  async function checkPassword(userId: string, password: string) {
    const key = `api-token:${userId}`;
    const [failures] = await db
      .select({ value: count() })
      .from(authFailures)
      .where(
        and(
          eq(authFailures.key, key),
          gt(authFailures.createdAt, new Date(Date.now() - PASSWORD_WINDOW_MS)),
        ),
      );
    if ((failures?.value ?? 0) >= PASSWORD_MAX_FAILURES) throw tooManyRequests();
    const [row] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    const valid = row?.hash ? await verify(row.hash, password).catch(() => false) : false;
    if (!valid) {
      await db.insert(authFailures).values({ key });
      throw badRequest(ApiTokenMessages.passwordIncorrect, {
        password: ApiTokenMessages.passwordIncorrect,
      });
    }
  }

  return {
    async list(userId: string) {
      const rows = await db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId))
        .orderBy(desc(apiTokens.createdAt))
        .limit(100);
      return { tokens: rows.map(toApiToken) };
    },

    async create(userId: string, permissions: ReadonlySet<Permission>, input: NewToken) {
      const outside = input.scopes.filter((scope) => !permissions.has(scope));
      if (outside.length > 0)
        throw badRequest(ApiTokenMessages.scopeNotYours, {
          scopes: ApiTokenMessages.scopeNotYours,
        });
      await checkPassword(userId, input.password);
      const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
      const [row] = await db
        .insert(apiTokens)
        .values({
          userId,
          name: input.name,
          prefix: secret.slice(0, API_TOKEN_PREFIX.length + 6),
          secretHash: hashSecret(secret),
          scopes: [...new Set(input.scopes)],
          expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
        })
        .returning();
      return { token: toApiToken(row!), secret };
    },

    async revoke(userId: string, tokenId: string) {
      const [row] = await db
        .update(apiTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
        .returning({ id: apiTokens.id });
      if (!row) throw notFound('Token');
      await app.auth.forgetApiToken(tokenId);
    },
  };
}
