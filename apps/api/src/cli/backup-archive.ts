// The backup file: a gzipped tar holding keel-backup.json (what is inside), the database
// (PGlite: its dumpDataDir() tarball; PostgreSQL: a pg_dump custom-format file), every stored
// upload under uploads/<sha256> and the generated token secret when there is one.
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

export const MANIFEST_ENTRY = 'keel-backup.json';
export const PGLITE_ENTRY = 'database/pglite.tar';
export const POSTGRES_ENTRY = 'database/postgres.dump';
export const SECRET_ENTRY = 'jwt-secret';
export const UPLOAD_PREFIX = 'uploads/';

export const BackupManifestSchema = z.object({
  format: z.literal('keel-backup'),
  version: z.literal(1),
  database: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  migrations: z.number().int(),
  uploads: z.number().int(),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

export interface ArchiveWriter {
  addBuffer(name: string, data: Buffer): Promise<void>;
  addFile(name: string, file: string): Promise<void>;
  finish(): Promise<void>;
}

export function createArchive(file: string): ArchiveWriter {
  const pack = tar.pack();
  // Owner-only: the archive holds password hashes and the token secret.
  const written = pipeline(pack, createGzip(), createWriteStream(file, { mode: 0o600 }));
  return {
    addBuffer: (name, data) =>
      new Promise((resolve, reject) => {
        pack.entry({ name, size: data.length, mode: 0o600 }, data, (error) =>
          error ? reject(error) : resolve(),
        );
      }),
    async addFile(name, path) {
      const { size } = await stat(path);
      await pipeline(createReadStream(path), pack.entry({ name, size, mode: 0o600 }));
    },
    async finish() {
      pack.finalize();
      await written;
    },
  };
}

/** Calls `onEntry` for every entry in order; the entry's stream must be read to its end. */
/** An entry's bytes (tar-stream's own stream type, read with for-await). */
export type EntryStream = AsyncIterable<Buffer>;

export async function readArchive(
  file: string,
  onEntry: (name: string, stream: EntryStream) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  try {
    for await (const entry of extract) {
      // tar-stream's entries yield Buffers; its types say unknown.
      await onEntry(entry.header.name, entry as AsyncIterable<unknown> as EntryStream);
      entry.resume();
    }
  } catch (error) {
    extract.destroy();
    await reading.catch(() => undefined);
    throw error;
  }
  await reading;
}

export async function readAll(stream: EntryStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
