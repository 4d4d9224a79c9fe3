// keel restore --from FILE: puts a `keel backup` archive back into an EMPTY target (a data
// folder without a database, or a PostgreSQL database without tables), so a restore never
// mixes with or overwrites live data. Stored files are checked against their sha256 name.
import { createWriteStream, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { openDatabase } from '@keel/db/client';
import { uploadsRoot, writeContent } from '@keel/db/content-store';
import {
  BackupManifestSchema,
  MANIFEST_ENTRY,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  readAll,
  readArchive,
  SECRET_ENTRY,
  UPLOAD_PREFIX,
  type BackupManifest,
} from './backup-archive.ts';
import { CliError, describeDatabase, type CliContext } from './cli-context.ts';
import { runPostgresTool } from './postgres-tools.ts';

async function assertEmptyTarget(context: CliContext): Promise<void> {
  const { env } = context;
  if (!env.DATABASE_URL) {
    const folder = path.join(env.DATA_DIR, 'db');
    if (existsSync(folder) && readdirSync(folder).length > 0) {
      throw new CliError(
        `${folder} already holds a database: restore needs an empty data folder (set DATA_DIR to a new one).`,
      );
    }
    return;
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    if ((rows[0]?.count ?? 0) > 0) {
      throw new CliError(
        `${describeDatabase(env)} has tables: restore needs an empty database (createdb a new one).`,
      );
    }
  } finally {
    await client.end();
  }
}

export async function restoreCommand(
  context: CliContext,
  options: { from?: string },
): Promise<void> {
  const { env } = context;
  if (!options.from)
    throw new CliError('--from FILE is required (an archive written by keel backup).');
  const file = path.resolve(options.from);
  if (!existsSync(file)) throw new CliError(`${file} does not exist.`);
  const expected = env.DATABASE_URL ? 'postgres' : 'pglite';
  await assertEmptyTarget(context);
  mkdirSync(env.DATA_DIR, { recursive: true });

  const root = uploadsRoot(env.DATA_DIR);
  const scratch = await mkdtemp(path.join(tmpdir(), 'keel-restore-'));
  let manifest: BackupManifest | undefined;
  let restoredDatabase = false;
  let files = 0;
  try {
    await readArchive(file, async (name, stream) => {
      if (name === MANIFEST_ENTRY) {
        const parsed = BackupManifestSchema.safeParse(
          JSON.parse((await readAll(stream)).toString('utf8')),
        );
        if (!parsed.success)
          throw new CliError(
            `${file} is not a Keel backup (its ${MANIFEST_ENTRY} does not match).`,
          );
        manifest = parsed.data;
        if (manifest.database !== expected) {
          throw new CliError(
            `this is a ${manifest.database} backup; the configuration points at ${describeDatabase(env)}.`,
          );
        }
        return;
      }
      if (!manifest)
        throw new CliError(`${file} is not a Keel backup (${MANIFEST_ENTRY} must come first).`);
      if (name === PGLITE_ENTRY) {
        const database = await openDatabase({
          dataDir: env.DATA_DIR,
          loadDataDir: new Blob([await readAll(stream)]),
        });
        await database.close();
        restoredDatabase = true;
      } else if (name === POSTGRES_ENTRY) {
        const dumpFile = path.join(scratch, 'postgres.dump');
        await pipeline(Readable.from(stream), createWriteStream(dumpFile));
        await runPostgresTool('pg_restore', env.DATABASE_URL!, [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          dumpFile,
        ]);
        restoredDatabase = true;
      } else if (name.startsWith(UPLOAD_PREFIX)) {
        const sha = name.slice(UPLOAD_PREFIX.length);
        if ((await writeContent(root, await readAll(stream))) !== sha)
          throw new CliError(
            `${name} in ${file} is damaged (its content does not match its sha256).`,
          );
        files += 1;
      } else if (name === SECRET_ENTRY) {
        const secretFile = path.join(env.DATA_DIR, 'jwt-secret');
        if (!existsSync(secretFile))
          await writeFile(secretFile, await readAll(stream), { mode: 0o600 });
      }
    });
    if (!manifest || !restoredDatabase) throw new CliError(`${file} holds no database.`);
    if (files !== manifest.uploads)
      throw new CliError(`${file} is incomplete: ${files} of ${manifest.uploads} stored files.`);
    context.print(
      `Restored ${describeDatabase(env)} from ${file} (taken ${manifest.createdAt}): ${manifest.migrations} migrations, ${files} stored files.`,
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
