// The default blob store: DATA_DIR/uploads/<2 hex>/<sha256> (packages/db/src/content-store.ts,
// shared with the seeders). Streams land in DATA_DIR/uploads/tmp and are renamed into place, so
// a crash never leaves half a file under a content name.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentFile, uploadsRoot, writeContent } from '@keel/db/content-store';
import type { BlobStore } from './blob-store.ts';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

export function createLocalBlobStore(dataDir: string): BlobStore {
  const root = uploadsRoot(dataDir);
  const tempDir = path.join(root, 'tmp');
  return {
    kind: 'local',
    async writeTemp(body: Readable) {
      await mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, randomUUID());
      try {
        await pipeline(body, createWriteStream(temp));
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
      return {
        async commit(sha256) {
          const file = contentFile(root, sha256);
          if (await exists(file)) return void (await unlink(temp).catch(() => undefined));
          await mkdir(path.dirname(file), { recursive: true });
          await rename(temp, file);
        },
        discard: () => unlink(temp).catch(() => undefined),
      };
    },
    putBuffer: (data) => writeContent(root, data),
    async open(sha256) {
      const file = contentFile(root, sha256);
      return (await exists(file)) ? createReadStream(file) : undefined;
    },
    async delete(sha256) {
      await unlink(contentFile(root, sha256)).catch(() => undefined);
    },
    check: async () => void (await mkdir(root, { recursive: true })),
    close: () => undefined,
  };
}
