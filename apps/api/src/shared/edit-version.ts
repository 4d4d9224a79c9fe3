// Optimistic concurrency on the server (issue 17; contract in packages/contracts/src/edit-version.ts).
// A versioned update locks the row (FOR UPDATE) in its transaction, compares the version the
// client started from, and either writes version + 1 with who changed it, or answers 409 with
// the record as it is now, who changed it and when. An update without a version is taken as
// "last write wins" (older clients and the docs/spec/seed.md's calls), still under the row lock.
import { eq } from 'drizzle-orm';
import { EditVersionMessages, STALE_VERSION, type ChangedBy } from '@keel/contracts/edit-version';
import type { Database } from '@keel/db/client';
import { users } from '@keel/db/schema/users';
import { HttpError } from './http-error.ts';

export interface VersionedRow {
  version: number;
  updatedBy: string | null;
  updatedAt: Date;
}

async function changedBy(db: Database, userId: string | null): Promise<ChangedBy> {
  if (!userId) return null;
  const [row] = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Throws 409 STALE_VERSION (with the current record) when `expected` is given and differs. */
export async function checkVersion<T>(
  db: Database,
  row: VersionedRow,
  expected: number | undefined,
  current: () => T | Promise<T>,
): Promise<void> {
  if (expected === undefined || expected === row.version) return;
  throw await staleVersion(db, row, await current());
}

/** The 409 for a record changed since the editor opened it. */
export async function staleVersion<T>(
  db: Database,
  row: VersionedRow,
  current: T,
): Promise<HttpError> {
  return new HttpError(409, EditVersionMessages.stale, STALE_VERSION, undefined, {
    current,
    changedBy: await changedBy(db, row.updatedBy),
    changedAt: row.updatedAt.toISOString(),
  });
}

/**
 * For updates that read without a lock: the condition that makes the write a compare-and-set
 * (when a version was sent, the row must still be at the version just checked).
 */
export const unchangedSince = <T>(column: T, row: VersionedRow, expected: number | undefined) =>
  expected === undefined ? undefined : eq(column as never, row.version);

/** The columns every versioned write sets. */
export const nextVersion = (row: VersionedRow, userId: string | null) => ({
  version: row.version + 1,
  updatedBy: userId,
  updatedAt: new Date(),
});
