// Migrate, then seed what is empty, under one lock so parallel starts don't race.
import type { DatabaseHandle } from './client.ts';
import { runMigrations, SETUP_LOCK_ID } from './migrate.ts';

export async function setupDatabase(handle: DatabaseHandle, options: { seed: boolean; dataDir?: string }) {
  await handle.exclusive(SETUP_LOCK_ID, async () => {
    await runMigrations(handle);
    if (!options.seed) return;
    // Loaded only when seeding: faker and the demo content are ~35 MiB a production server
    // (SEED_DEMO_DATA=false) never needs (docs/decisions/011-compiled-server-and-backups.md).
    const { seedDatabase } = await import('./seed/run-seed.ts');
    await seedDatabase(handle.db, new Date(), options.dataDir);
  });
}
