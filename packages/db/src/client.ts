// Opens the database: PGlite in DATA_DIR/db by default, PostgreSQL when a URL is given.
// Both speak the same SQL through the same Drizzle schema; LISTEN/NOTIFY works on both.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockPgliteFolder } from './pglite-lock.ts';
import { schema } from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs `task` while holding a cluster-wide lock, so concurrent processes take turns. */
  exclusive<T>(lockId: number, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, for `loadDataDir` (tests start from it). */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; when absent PGlite runs in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this `dumpDataDir()` tarball instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let location = 'memory://';
  let unlock = () => {};
  if (dataDir) {
    location = path.join(dataDir, 'db');
    mkdirSync(location, { recursive: true });
    unlock = lockPgliteFolder(path.join(dataDir, 'db.lock'), location);
  }
  // pg_trgm: the lists' search indexes (PostgreSQL ships it; PGlite loads it here).
  let client: PGlite;
  try {
    client = await PGlite.create(location, { extensions: { pg_trgm }, loadDataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // One process owns a PGlite folder, so there is nobody to take turns with.
    exclusive: (_lockId, task) => task(),
    async close() {
      if (!client.closed) await client.close();
      unlock();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // Fail fast on a wrong URL instead of on the first request.
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    listener = client;
    return client;
  }

  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async exclusive(lockId, task) {
      // Session-level advisory locks belong to one connection: hold it for the whole task.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [lockId]);
        return await task();
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
        connection.release();
      }
    },
    async close() {
      await listener?.end();
      await pool.end();
    },
  };
}
