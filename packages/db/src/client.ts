// Opens the database: PGlite in DATA_DIR/db by default, PostgreSQL when a URL is given.
// Both speak the same SQL through the same Drizzle schema; LISTEN/NOTIFY works on both.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseLog } from './database-log.ts';
import { auditPglite } from './audit-context.ts';
import { lockPgliteFolder } from './pglite-lock.ts';
import { DEFAULT_TIMEOUTS, openPostgres, type PostgresTimeouts } from './postgres.ts';
import { schema } from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Registers a handler called when the LISTEN connection came back after a drop: notifications
   * sent meanwhile were missed (PostgreSQL only; PGlite never drops).
   */
  onListenGap(handler: () => void): () => void;
  /** Answers quickly whether the database takes queries; throws when it does not. */
  ping(): Promise<{ listening: boolean }>;
  /** Runs `task` while holding a cluster-wide lock, so concurrent processes take turns. */
  exclusive<T>(lockId: number, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's connections (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
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
  /** PostgreSQL only: connect and statement timeouts (defaults in postgres.ts). */
  timeouts?: Partial<PostgresTimeouts>;
  /** Where dropped connections and reconnects are reported. */
  log?: DatabaseLog;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!options.databaseUrl) return openPglite(options.dataDir, options.loadDataDir);
  return openPostgres(
    options.databaseUrl,
    options.poolSize ?? 10,
    { ...DEFAULT_TIMEOUTS, ...options.timeouts },
    options.log,
  );
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
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
  auditPglite(client);
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
    onListenGap: () => () => undefined,
    async ping() {
      await client.query('select 1');
      return { listening: true };
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
