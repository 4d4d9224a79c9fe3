// Migrate, then seed the demo data once, under one lock so parallel starts don't race.
// Demo data goes only into an empty database (no users) and a marker in app_settings records
// that it ran: tables a team emptied are never re-filled on a later start.
import { count, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client.ts';
import { runMigrations, SETUP_LOCK_ID } from './migrate.ts';
import { appSettings } from './schema/access.ts';
import { users } from './schema/users.ts';

export const DEMO_SEEDED_KEY = 'demoSeededAt';

export interface SetupOptions {
  seed: boolean;
  dataDir?: string;
  /** Where seeded images and files go (the API's blob store); DATA_DIR/uploads by default. */
  storeContent?: (data: Buffer) => Promise<string>;
}

/** True when the demo data was seeded into this database (the sign-in page offers the demo login). */
export async function hasDemoData(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, DEMO_SEEDED_KEY));
  return Boolean(row);
}

/** Seeds the demo data unless it ran before or the database already has people; says whether it ran. */
export async function seedDemoOnce(
  db: Database,
  dataDir?: string,
  now = new Date(),
  storeContent?: SetupOptions['storeContent'],
): Promise<boolean> {
  if (await hasDemoData(db)) return false;
  const [people] = await db.select({ value: count() }).from(users);
  if ((people?.value ?? 0) > 0) return false;
  // Loaded only when seeding: faker and the demo content are ~35 MiB a server restarting on its
  // data never needs (docs/decisions/011-compiled-server-and-backups.md).
  const { seedDatabase } = await import('./seed/run-seed.ts');
  await seedDatabase(db, now, dataDir, storeContent);
  await db
    .insert(appSettings)
    .values({ key: DEMO_SEEDED_KEY, value: now.toISOString() })
    .onConflictDoNothing();
  return true;
}

export async function setupDatabase(handle: DatabaseHandle, options: SetupOptions) {
  await handle.exclusive(SETUP_LOCK_ID, async () => {
    await runMigrations(handle);
    // Audit triggers on tables that later migrations added (migration *_audit_tokens.sql).
    await handle.db.execute(sql`select keel_audit_attach()`);
    if (options.seed)
      await seedDemoOnce(handle.db, options.dataDir, new Date(), options.storeContent);
  });
}
