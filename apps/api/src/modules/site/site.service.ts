// Contact messages (stored, limited per address) and coming-soon subscribers. The per-address
// limits record and decide in one step (shared/attempt-limiter.ts), so a burst cannot pass them.
import { asc, eq } from 'drizzle-orm';
import type { ContactBody } from '@keel/contracts/site';
import type { Database } from '@keel/db/client';
import { contactMessages, subscribers } from '@keel/db/schema/site';
import { users } from '@keel/db/schema/users';
import { DEMO_ADMIN_EMAIL } from '@keel/db/seed/demo-accounts';
import { createAttemptLimiter } from '../../shared/attempt-limiter.ts';

export const CONTACT_WINDOW_MS = 60 * 60 * 1000;
export const CONTACT_MAX_PER_WINDOW = 5;

export function createSiteService(db: Database) {
  const limiter = createAttemptLimiter(db);
  const windowSeconds = CONTACT_WINDOW_MS / 1000;

  return {
    /** Who reads the support inbox: the demo admin, else the first admin. */
    async supportUserIds(): Promise<string[]> {
      const [demo] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_ADMIN_EMAIL));
      if (demo) return [demo.id];
      const [admin] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.createdAt))
        .limit(1);
      return admin ? [admin.id] : [];
    },

    /** Stores the message; resolves to its id so the caller can hand it on (support inbox). */
    async contact(input: Required<ContactBody>, ip: string): Promise<string> {
      await limiter.admitAll([[`contact:${ip}`, { limit: CONTACT_MAX_PER_WINDOW, windowSeconds }]]);
      const [row] = await db
        .insert(contactMessages)
        .values({ ...input, ip })
        .returning({ id: contactMessages.id });
      return row!.id;
    },

    async subscribe(email: string, ip: string): Promise<{ alreadySubscribed: boolean }> {
      await limiter.admitAll([
        [`subscribe:${ip}`, { limit: CONTACT_MAX_PER_WINDOW * 2, windowSeconds }],
      ]);
      const inserted = await db
        .insert(subscribers)
        .values({ email, ip })
        .onConflictDoNothing()
        .returning({ id: subscribers.id });
      return { alreadySubscribed: inserted.length === 0 };
    },
  };
}
