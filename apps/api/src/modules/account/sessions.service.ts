// The security centre's reads (issue 22): a user's live sessions, newest activity first.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Session } from '@keel/contracts/auth-security';
import type { Database } from '@keel/db/client';
import { sessions } from '@keel/db/schema/auth';

export function createSessionsService(db: Database) {
  return {
    async list(userId: string, currentSessionId?: string): Promise<Session[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
        .limit(100);
      return rows.map(
        (row) =>
          ({
            id: row.id,
            userAgent: row.userAgent,
            ip: row.ip,
            createdAt: row.createdAt.toISOString(),
            lastSeenAt: row.lastSeenAt.toISOString(),
            current: row.id === currentSessionId,
          }) satisfies Session,
      );
    },
  };
}
