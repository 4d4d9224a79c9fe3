// Applies the committed drizzle-kit migrations; called on every start.
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';
import { dbPackageFile } from './package-files.ts';

export const migrationsFolder = dbPackageFile('migrations');

// An arbitrary constant: two API processes starting together must not both migrate or seed.
export const SETUP_LOCK_ID = 7_203_115;

export async function runMigrations(handle: DatabaseHandle, folder = migrationsFolder) {
  if (!existsSync(folder)) throw new Error(`Migrations folder not found: ${folder}`);
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}

/** The newest migration in the folder, read once (the folder ships with the code). */
let newestMigration: number | undefined;

/**
 * Whether every committed migration is applied: drizzle records each applied migration's
 * `folderMillis` as `created_at` and applies those newer than its last one, so the database is
 * current when its last record is at least the folder's newest. For readiness checks.
 */
export async function migrationsApplied(
  handle: DatabaseHandle,
  folder = migrationsFolder,
): Promise<boolean> {
  newestMigration ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: folder }).map((m) => m.folderMillis),
  );
  const result = (await handle.db.execute(
    sql`select coalesce(max(created_at), 0) as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { last: string | number }[] };
  return Number(result.rows[0]?.last ?? 0) >= newestMigration;
}
