// Migrate, then seed what is empty, under one lock so parallel starts don't race.
import type { DatabaseHandle } from './client.ts';
import { runMigrations, SETUP_LOCK_ID } from './migrate.ts';
import { seedDatabase } from './seed/run-seed.ts';

export interface SetupOptions {
  seed: boolean;
  dataDir?: string;
  /** Where seeded images and files go (the API's blob store); DATA_DIR/uploads by default. */
  storeContent?: (data: Buffer) => Promise<string>;
}

export async function setupDatabase(handle: DatabaseHandle, options: SetupOptions) {
  await handle.exclusive(SETUP_LOCK_ID, async () => {
    await runMigrations(handle);
    if (options.seed) await seedDatabase(handle.db, new Date(), options.dataDir, options.storeContent);
  });
}
