// Applies the committed drizzle-kit migrations; called on every start.
import { existsSync } from 'node:fs';
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
