// The sign-in history (issue 22, security centre): every attempt on an account or address, with
// time, address, device and the outcome. Written after the decision, never on the hot path.
import { count, desc, eq } from 'drizzle-orm';
import type { SignInEvent } from '@keel/contracts/auth-security';
import type { Database } from '@keel/db/client';
import { signInEvents, type SignInEventRow } from '@keel/db/schema/auth';

export interface SignInAttempt {
  email: string;
  userId?: string | null;
  ip: string;
  userAgent: string;
  success: boolean;
  reason?: 'password' | 'mfa' | 'locked' | 'banned' | '';
}

function toSignInEvent(row: SignInEventRow): SignInEvent {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    ip: row.ip,
    userAgent: row.userAgent,
    success: row.success,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  } satisfies SignInEvent;
}

export function createSignInHistory(db: Database) {
  return {
    async record(attempt: SignInAttempt): Promise<void> {
      await db.insert(signInEvents).values({
        email: attempt.email.slice(0, 254),
        userId: attempt.userId ?? null,
        ip: attempt.ip,
        userAgent: attempt.userAgent.slice(0, 500),
        success: attempt.success,
        reason: attempt.reason ?? '',
      });
    },

    /** Newest first; one user's when `userId` is given, else everyone's (admins). */
    async list(page: number, pageSize: number, userId?: string) {
      const where = userId ? eq(signInEvents.userId, userId) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(signInEvents)
          .where(where)
          .orderBy(desc(signInEvents.createdAt), desc(signInEvents.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(signInEvents).where(where),
      ]);
      return { signIns: rows.map(toSignInEvent), total: totals?.total ?? 0 };
    },
  };
}

export type SignInHistory = ReturnType<typeof createSignInHistory>;
