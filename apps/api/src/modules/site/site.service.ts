// Contact messages (stored, limited per address) and coming-soon subscribers.
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { ContactBody } from '@keel/contracts/site';
import type { Database } from '@keel/db/client';
import { contactMessages, subscribers } from '@keel/db/schema/site';
import { users } from '@keel/db/schema/users';
import { DEMO_ADMIN_EMAIL } from '@keel/db/seed/demo-accounts';
import { tooManyRequests } from '../../shared/http-error.ts';

export const CONTACT_WINDOW_MS = 60 * 60 * 1000;
export const CONTACT_MAX_PER_WINDOW = 5;

export function createSiteService(db: Database) {
  async function recentFrom(ip: string, table: typeof contactMessages | typeof subscribers) {
    const since = new Date(Date.now() - CONTACT_WINDOW_MS);
    const [row] = await db.select({ value: count() }).from(table).where(and(eq(table.ip, ip), gt(table.createdAt, since)));
    return row?.value ?? 0;
  }

  return {
    /** Who reads the support inbox: the demo admin, else the first admin. */
    async supportUserIds(): Promise<string[]> {
      const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
      if (demo) return [demo.id];
      const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt)).limit(1);
      return admin ? [admin.id] : [];
    },

    /** Stores the message; resolves to its id so the caller can hand it on (support inbox). */
    async contact(input: Required<ContactBody>, ip: string): Promise<string> {
      if ((await recentFrom(ip, contactMessages)) >= CONTACT_MAX_PER_WINDOW) throw tooManyRequests();
      const [row] = await db.insert(contactMessages).values({ ...input, ip }).returning({ id: contactMessages.id });
      return row!.id;
    },

    async subscribe(email: string, ip: string): Promise<{ alreadySubscribed: boolean }> {
      if ((await recentFrom(ip, subscribers)) >= CONTACT_MAX_PER_WINDOW * 2) throw tooManyRequests();
      const inserted = await db.insert(subscribers).values({ email, ip }).onConflictDoNothing().returning({ id: subscribers.id });
      return { alreadySubscribed: inserted.length === 0 };
    },
  };
}
