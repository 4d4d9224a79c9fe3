// Server-side sessions for the auth plugin (issue 22): a row per sign-in, named by the token's
// `sid`, and a cache like the user cache (plugins/auth.ts) so a signed-in request reads no row:
// a session is read again (and its "last seen" written) at most once per CACHE_TTL_MS, and an
// ended session leaves every process's cache through the user-changed notification.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@keel/db/client';
import { sessions } from '@keel/db/schema/auth';

export interface CachedSession {
  userId: string;
  /** When the cached copy must be read again (ms). */
  freshUntil: number;
}

const CACHE_TTL_MS = 30_000;
const CACHE_SIZE = 20_000;

export interface SessionStore {
  /** The cached session while fresh: the usual case, answered without a promise. */
  fresh(sessionId: string): CachedSession | undefined;
  /** Reads the session (and records it as seen); undefined when ended, expired or unknown. */
  load(sessionId: string): Promise<CachedSession | undefined>;
  /** Drops the user's sessions from this process's cache (they are read again). */
  forgetUser(userId: string): void;
  start(userId: string, device: { ip: string; userAgent: string }): Promise<string>;
  /** Ends sessions; none named ends all of them (except `exceptSessionId`). Answers how many. */
  revoke(
    userId: string,
    options?: { sessionIds?: string[]; exceptSessionId?: string },
  ): Promise<number>;
}

export function createSessionStore(db: Database, ttlSeconds: number): SessionStore {
  const cache = new Map<string, CachedSession>();
  const touch = db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
      ),
    )
    .returning({ userId: sessions.userId })
    .prepare('auth_session_touch');

  return {
    fresh(sessionId) {
      const cached = cache.get(sessionId);
      return cached && cached.freshUntil > Date.now() ? cached : undefined;
    },
    async load(sessionId) {
      const [row] = await touch.execute({ id: sessionId });
      if (!row) {
        cache.delete(sessionId);
        return undefined;
      }
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      const entry = { userId: row.userId, freshUntil: Date.now() + CACHE_TTL_MS };
      cache.set(sessionId, entry);
      return entry;
    },
    forgetUser(userId) {
      for (const [id, entry] of cache) if (entry.userId === userId) cache.delete(id);
    },
    async start(userId, device) {
      const [row] = await db
        .insert(sessions)
        .values({
          userId,
          ip: device.ip,
          userAgent: device.userAgent.slice(0, 500),
          expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        })
        .returning({ id: sessions.id });
      return row!.id;
    },
    async revoke(userId, options = {}) {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            options.sessionIds ? inArray(sessions.id, options.sessionIds) : undefined,
            options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      for (const { id } of ended) cache.delete(id);
      return ended.length;
    },
  };
}
