// Reads the latest 6-digit code e-mailed to an address (no SMTP in tests: the outbox has it).
import { desc, eq } from 'drizzle-orm';
import type { Database } from '@keel/db/client';
import { outbox } from '@keel/db/schema/account-security';

export async function latestCode(db: Database, email: string): Promise<string | undefined> {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
}
