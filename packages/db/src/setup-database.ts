// Migrate, then seed what is empty, under one lock so parallel starts don't race.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';
import { runMigrations, SETUP_LOCK_ID } from './migrate.ts';
import { seedDatabase } from './seed/run-seed.ts';

export async function setupDatabase(handle: DatabaseHandle, options: { seed: boolean; dataDir?: string }) {
  await handle.exclusive(SETUP_LOCK_ID, async () => {
    await runMigrations(handle);
    // Audit triggers on tables that later migrations added (migration *_audit_tokens.sql).
    await handle.db.execute(sql`select keel_audit_attach()`);
    if (options.seed) await seedDatabase(handle.db, new Date(), options.dataDir);
  });
}
