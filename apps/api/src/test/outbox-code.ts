// Reads the latest 6-digit code e-mailed to an address (no SMTP in tests: the outbox has it).
import { and, desc, eq, ilike } from 'drizzle-orm';
import type { Database } from '@keel/db/client';
import { outbox } from '@keel/db/schema/account-security';

/** `subjectWord` picks one kind of mail ('reset', 'verification') when several were sent. */
export async function latestCode(
  db: Database,
  email: string,
  subjectWord?: string,
): Promise<string | undefined> {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.toAddress, email),
        subjectWord ? ilike(outbox.subject, `%${subjectWord}%`) : undefined,
      ),
    )
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
}

/** The reset code e-mailed to an address; waits for it, since reset-password sends in the background. */
export async function resetCode(db: Database, email: string): Promise<string | undefined> {
  for (let tries = 0; tries < 100; tries += 1) {
    const code = await latestCode(db, email, 'reset');
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}
