// What every seeder receives. Seeders are deterministic: same faker seed, same rows,
// with dates anchored to `now` so the dashboards always show recent activity.
import type { Faker } from '@faker-js/faker';
import type { Database } from '../client.ts';

export interface SeedContext {
  db: Database;
  faker: Faker;
  now: Date;
  /** argon2id hash of the shared demo password, computed once. */
  demoPasswordHash: string;
  /**
   * Stores bytes where the API serves uploads from (DATA_DIR/uploads, by sha256) and returns
   * the hash; the seeder then inserts the `uploads` row that points at it.
   */
  storeContent(data: Buffer): Promise<string>;
}

export interface Seeder {
  name: string;
  /** Each seeder checks its own tables and fills them only when empty. */
  run(context: SeedContext): Promise<void>;
}
