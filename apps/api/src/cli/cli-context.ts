// What every admin CLI command gets: the validated configuration, where to print, and the
// database opened the way the server opens it (PGlite in DATA_DIR/db, or DATABASE_URL).
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@keel/db/client';
import { migrationsFolder } from '@keel/db/migrate';
import { PgliteInUseError } from '@keel/db/pglite-lock';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.ts';
import { rawRows } from '../shared/raw-rows.ts';

export interface CliContext {
  env: Env;
  /** One line of output for the operator. */
  print(line: string): void;
  /** The rest of standard input (a password piped in instead of given on the command line). */
  readStdin(): Promise<string>;
}

/** A failure the operator can act on: printed without a stack trace, exit code 1. */
export class CliError extends Error {}

export async function withDatabase<T>(
  env: Env,
  task: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: 2,
    });
  } catch (error) {
    if (error instanceof PgliteInUseError) throw error;
    const reason = (error as Error).message || String((error as NodeJS.ErrnoException).code);
    throw new CliError(`cannot open ${describeDatabase(env)}: ${reason}`);
  }
  try {
    return await task(handle);
  } finally {
    await handle.close();
  }
}

export function describeDatabase(env: Env): string {
  if (!env.DATABASE_URL) return `PGlite in ${path.resolve(env.DATA_DIR, 'db')}`;
  const url = new URL(env.DATABASE_URL);
  url.password = url.password ? '***' : '';
  return `PostgreSQL at ${url.toString()}`;
}

/** Migrations in the release (drizzle-kit's journal) and those the database has applied. */
export async function migrationState(
  handle: DatabaseHandle,
): Promise<{ known: number; applied: number }> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const [table] = rawRows<{ name: string | null }>(
    await handle.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  let applied = 0;
  if (table?.name) {
    const [row] = rawRows<{ count: number }>(
      await handle.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
    );
    applied = row?.count ?? 0;
  }
  return { known: journal.entries.length, applied };
}
