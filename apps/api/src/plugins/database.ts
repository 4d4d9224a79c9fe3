// Opens (or adopts) the database, migrates and seeds it, and closes it with the app.
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '@keel/db/client';
import { setupDatabase } from '@keel/db/setup-database';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Database;
  }
}

export interface DatabasePluginOptions {
  /** An already-open handle (tests share one per file); the app then does not close it. */
  handle?: DatabaseHandle;
  databaseUrl?: string;
  dataDir: string;
  timeouts?: { connectMs: number; statementMs: number };
  seed: boolean;
  /** Where the seeders put images and files (the app's blob store). */
  storeContent?: (data: Buffer) => Promise<string>;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const owned = !options.handle;
    const handle =
      options.handle ??
      (await openDatabase({
        databaseUrl: options.databaseUrl,
        dataDir: options.dataDir,
        timeouts: options.timeouts,
        log: (level, message, error) => app.log[level]({ err: error }, message),
      }));
    if (owned)
      await setupDatabase(handle, {
        seed: options.seed,
        dataDir: options.dataDir,
        storeContent: options.storeContent,
      });
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    if (owned) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
