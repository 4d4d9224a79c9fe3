// Scratch targets for the CLI tests: an empty data folder, and on the api-pg project an empty
// PostgreSQL database next to DATABASE_URL's; the CLI run in-process with its output collected.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@keel/db/client';
import { testDatabaseUrl } from '../test/test-app.ts';
import { rawRows } from '../shared/raw-rows.ts';
import { runCli } from './run-cli.ts';

export interface Target {
  env: Record<string, string>;
  dataDir: string;
  remove(): Promise<void>;
}

let made = 0;

async function onServer(url: string, statement: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty target: PGlite in a new data folder, or a new database on the test server. */
export async function emptyTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-cli-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  };
  const serverUrl = testDatabaseUrl();
  let name: string | undefined;
  if (serverUrl) {
    made += 1;
    name = `${new URL(serverUrl).pathname.slice(1)}_cli_${process.pid}_${made}`;
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    await onServer(serverUrl, `create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return {
    env,
    dataDir,
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      if (serverUrl && name)
        await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

export interface CliRun {
  code: number;
  output: string;
}

export async function keel(target: Target, args: string[], stdin = ''): Promise<CliRun> {
  const lines: string[] = [];
  const code = await runCli(args, {
    env: target.env,
    print: (line) => lines.push(line),
    printError: (line) => lines.push(line),
    readStdin: async () => stdin,
  });
  return { code, output: lines.join('\n') };
}

export async function withTargetDatabase<T>(
  target: Target,
  task: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({
    databaseUrl: target.env.DATABASE_URL || undefined,
    dataDir: target.dataDir,
  });
  try {
    return await task(handle);
  } finally {
    await handle.close();
  }
}

/** Every table's row count and a digest of its rows, to compare two databases. */
export async function tableDigests(handle: DatabaseHandle): Promise<Record<string, string>> {
  const tables = rawRows<{ name: string }>(
    await handle.db.execute(
      sql`select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
    ),
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rawRows<{ rows: number; digest: string | null }>(
      await handle.db.execute(
        sql.raw(
          `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`,
        ),
      ),
    );
    digests[name] = `${row?.rows} ${row?.digest ?? ''}`;
  }
  return digests;
}
