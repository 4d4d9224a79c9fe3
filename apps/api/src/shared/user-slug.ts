// A unique URL slug for a new user ("Ada Lovelace" → ada-lovelace, then ada-lovelace-x3f9).
import { eq } from 'drizzle-orm';
import { slugify } from '@keel/contracts/slug';
import type { Database } from '@keel/db/client';
import { users } from '@keel/db/schema/users';

export async function uniqueUserSlug(db: Database, displayName: string): Promise<string> {
  const base = slugify(displayName) || 'user';
  for (let attempt = 0; ; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 6)}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.slug, candidate));
    if (!taken) return candidate;
  }
}

/** `%` and `_` typed by the user are literal in an ILIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
