// Where upload bytes live: DATA_DIR/uploads/<first 2 hex of sha256>/<sha256>. Shared by the
// API's storage plugin and the seeders, so seeded avatars and files are served like uploads.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function uploadsRoot(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

export function contentFile(root: string, sha256: string): string {
  return path.join(root, sha256.slice(0, 2), sha256);
}

/** Stores `data` once under its sha256 and returns the hash. */
export async function writeContent(root: string, data: Buffer): Promise<string> {
  const sha = createHash('sha256').update(data).digest('hex');
  const file = contentFile(root, sha);
  if (!existsSync(file)) {
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a crash never leaves half a file under the final name.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
  }
  return sha;
}
