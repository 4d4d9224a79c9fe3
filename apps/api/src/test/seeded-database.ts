// API test files start from one database migrated and seeded once per run (vitest's global setup
// of the `api` and `api-pg` projects) instead of each building its own:
// - on PGlite, a tarball of the seeded cluster that each file loads (a file's setup drops from
//   about 7 s, starting a cluster, migrating and seeding, to about 1 s);
// - on PostgreSQL, a seeded template database that each file copies into a database of its own
//   (dropped when the file is done), instead of resetting, migrating and seeding DATABASE_URL's.
// The seed dates its rows from the moment it runs, so a copy from another day (a run across
// midnight) is not used: the file seeds its own.
import { readFile, rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '@keel/db/client';
import { setupDatabase } from '@keel/db/setup-database';

/** Uploads (and seeded images and files) of every test app; content-addressed, so shared safely. */
export const TEST_DATA_DIR = '/tmp/keel-test-data';

export interface SeededCopy {
  /** PGlite: the tarball's file; PostgreSQL: the template database's name. */
  source: string;
  seededAt: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase?: SeededCopy;
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE can't run inside the target). */
async function onServer(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test file's database once its connections have gone: a closed pool's sessions can
 * linger for a moment, and forcing them off would raise an error in a client still ending.
 */
async function dropWhenIdle(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await client.query<{ count: string }>(
        'select count(*) from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.count === '0') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`drop database if exists ${quote(name)} with (force)`);
  } finally {
    await client.end();
  }
}

async function seed(database: DatabaseHandle) {
  try {
    await setupDatabase(database, { seed: true, dataDir: TEST_DATA_DIR });
  } catch (error) {
    await database.close();
    throw error;
  }
}

export default async function setup(project: TestProject) {
  const seededAt = new Date().toISOString();
  const databaseUrl = project.name === 'api-pg' ? process.env.DATABASE_URL : undefined;
  if (databaseUrl) {
    const template = `${new URL(databaseUrl).pathname.slice(1)}_keel_template_${process.pid}`;
    await onServer(databaseUrl, [
      `drop database if exists ${quote(template)} with (force)`,
      `create database ${quote(template)}`,
    ]);
    const database = await openDatabase({
      databaseUrl: withDatabase(databaseUrl, template),
      poolSize: 2,
    });
    await seed(database);
    await database.close();
    project.provide('seededDatabase', { source: template, seededAt });
    return () => onServer(databaseUrl, [`drop database if exists ${quote(template)} with (force)`]);
  }
  const file = `/tmp/keel-test-pglite-${process.pid}.tar`;
  const database = await openDatabase({});
  await seed(database);
  await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('seededDatabase', { source: file, seededAt });
  return () => rm(file, { force: true });
}

const seededToday = (copy: SeededCopy | undefined): copy is SeededCopy => {
  if (!copy) return false;
  const seededAt = new Date(copy.seededAt);
  const now = new Date();
  return (
    seededAt.toISOString().slice(0, 10) === now.toISOString().slice(0, 10) &&
    seededAt.toDateString() === now.toDateString()
  );
};

let copies = 0;
/** The PGlite tarball, read once per worker: its files share the module (`isolate: false`). */
let tarball: { source: string; blob: Promise<Blob> } | undefined;

function readTarball(source: string): Promise<Blob> {
  if (tarball?.source !== source)
    tarball = { source, blob: readFile(source).then((bytes) => new Blob([bytes])) };
  return tarball.blob;
}

/**
 * A migrated and seeded database for one test file: a copy of the run's seeded one when there is
 * one from today (and the file keeps its seeded files in TEST_DATA_DIR), else one set up here.
 * On PostgreSQL it is a database of its own, dropped by `close()`.
 */
export async function openSeededDatabase(
  databaseUrl: string | undefined,
  copy: SeededCopy | undefined,
  dataDir: string,
): Promise<{ database: DatabaseHandle; databaseUrl?: string }> {
  const usable = seededToday(copy) && dataDir === TEST_DATA_DIR;
  if (!databaseUrl) {
    const loadDataDir = usable ? await readTarball(copy.source) : undefined;
    const database = await openDatabase({ loadDataDir });
    if (!usable) await seed(database);
    return { database };
  }
  copies += 1;
  const name = `${new URL(databaseUrl).pathname.slice(1)}_keel_${process.pid}_${copies}`;
  await onServer(databaseUrl, [
    `drop database if exists ${quote(name)} with (force)`,
    `create database ${quote(name)}${usable ? ` template ${quote(copy.source)}` : ''}`,
  ]);
  const ownUrl = withDatabase(databaseUrl, name);
  const opened = await openDatabase({ databaseUrl: ownUrl });
  if (!usable) await seed(opened);
  const database: DatabaseHandle = {
    ...opened,
    async close() {
      await opened.close();
      await dropWhenIdle(databaseUrl, name);
    },
  };
  return { database, databaseUrl: ownUrl };
}
