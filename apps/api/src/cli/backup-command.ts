// keel backup --out FILE: one archive (backup-archive.ts) with the database and the uploads it
// refers to, taken consistently: PGlite from a dump of its files (the server must be stopped:
// one process per PGlite folder), PostgreSQL with pg_dump on a snapshot that the list of
// uploads is read from too, so the archive never misses the bytes of a row it holds.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@keel/db/client';
import { contentFile, uploadsRoot } from '@keel/db/content-store';
import { sql } from 'drizzle-orm';
import { rawRows } from '../shared/raw-rows.ts';
import {
  createArchive,
  MANIFEST_ENTRY,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  SECRET_ENTRY,
  UPLOAD_PREFIX,
  type BackupManifest,
} from './backup-archive.ts';
import { CliError, describeDatabase, migrationState, type CliContext } from './cli-context.ts';
import { runPostgresTool } from './postgres-tools.ts';

interface DatabaseCopy {
  kind: BackupManifest['database'];
  /** A file holding the dump, written under `scratch`. */
  dumpFile: string;
  migrations: number;
  /** sha256 of every stored upload the dump refers to. */
  hashes: string[];
}

const HASHES_SQL = 'select distinct sha256 from uploads order by sha256';

async function copyPglite(context: CliContext, scratch: string): Promise<DatabaseCopy> {
  const handle = await openDatabase({ dataDir: context.env.DATA_DIR });
  try {
    const dump = await handle.dumpDataDir!();
    const dumpFile = path.join(scratch, 'pglite.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    const hashes = rawRows<{ sha256: string }>(await handle.db.execute(sql.raw(HASHES_SQL))).map(
      (row) => row.sha256,
    );
    return { kind: 'pglite', dumpFile, hashes, migrations: (await migrationState(handle)).applied };
  } finally {
    await handle.close();
  }
}

async function copyPostgres(
  context: CliContext,
  databaseUrl: string,
  scratch: string,
): Promise<DatabaseCopy> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>(
      'select pg_export_snapshot() as snapshot',
    );
    const hashes = (await client.query<{ sha256: string }>(HASHES_SQL)).rows.map(
      (row) => row.sha256,
    );
    const migrations =
      (
        await client.query<{ count: number }>(
          "select case when to_regclass('drizzle.__drizzle_migrations') is null then 0 else (select count(*)::int from drizzle.__drizzle_migrations) end as count",
        )
      ).rows[0]?.count ?? 0;
    const dumpFile = path.join(scratch, 'postgres.dump');
    // The exported snapshot stays valid while this transaction is open.
    await runPostgresTool('pg_dump', databaseUrl, [
      '--format=custom',
      `--snapshot=${rows[0]!.snapshot}`,
      `--file=${dumpFile}`,
    ]);
    await client.query('commit');
    return { kind: 'postgres', dumpFile, hashes, migrations };
  } finally {
    await client.end();
  }
}

export async function backupCommand(context: CliContext, options: { out?: string }): Promise<void> {
  const { env } = context;
  const out = path.resolve(
    options.out ?? `keel-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
  );
  if (existsSync(out)) throw new CliError(`${out} already exists: choose another --out.`);
  const scratch = await mkdtemp(path.join(tmpdir(), 'keel-backup-'));
  try {
    const copy = env.DATABASE_URL
      ? await copyPostgres(context, env.DATABASE_URL, scratch)
      : await copyPglite(context, scratch);
    const root = uploadsRoot(env.DATA_DIR);
    const present = copy.hashes.filter((sha) => existsSync(contentFile(root, sha)));
    const manifest: BackupManifest = {
      format: 'keel-backup',
      version: 1,
      database: copy.kind,
      createdAt: new Date().toISOString(),
      migrations: copy.migrations,
      uploads: present.length,
    };
    const archive = createArchive(out);
    await archive.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await archive.addFile(copy.kind === 'pglite' ? PGLITE_ENTRY : POSTGRES_ENTRY, copy.dumpFile);
    for (const sha of present)
      await archive.addFile(`${UPLOAD_PREFIX}${sha}`, contentFile(root, sha));
    const secretFile = path.join(env.DATA_DIR, 'jwt-secret');
    if (existsSync(secretFile)) await archive.addBuffer(SECRET_ENTRY, await readFile(secretFile));
    await archive.finish();
    context.print(
      `Backup of ${describeDatabase(env)} written to ${out}: ${copy.migrations} migrations, ${present.length} stored files.`,
    );
    const missing = copy.hashes.length - present.length;
    if (missing > 0)
      context.print(
        `Warning: ${missing} upload(s) listed in the database had no stored bytes in ${root}.`,
      );
  } catch (error) {
    await rm(out, { force: true });
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
