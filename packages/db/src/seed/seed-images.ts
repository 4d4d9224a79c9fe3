// The bundled demo images (drawn by scripts/draw-seed-images.mjs), stored once each as public
// uploads so avatars, covers and post photos are served like anything a user uploads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dbPackageFile } from '../package-files.ts';
import { uploads } from '../schema/uploads.ts';
import type { SeedContext } from './seed-context.ts';

const assets = dbPackageFile('src/seed/assets');

export type ImageSet = 'avatars' | 'covers' | 'photos';

export interface SeedImage {
  name: string;
  data: Buffer;
  type: string;
}

export function readImages(set: ImageSet): SeedImage[] {
  return readdirSync(path.join(assets, set))
    .sort()
    .map((name) => ({
      name,
      data: readFileSync(path.join(assets, set, name)),
      type: name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
    }));
}

/** Stores every image of a set as a public upload and returns their URLs, in file order. */
export async function storeImages(
  { db, storeContent }: Pick<SeedContext, 'db' | 'storeContent'>,
  set: ImageSet,
): Promise<string[]> {
  const images = readImages(set);
  const rows = [];
  for (const image of images) {
    rows.push({
      sha256: await storeContent(image.data),
      name: image.name,
      size: image.data.length,
      type: image.type,
      isPublic: true,
      ownerId: null,
    });
  }
  const inserted = await db.insert(uploads).values(rows).returning({ id: uploads.id });
  return inserted.map((row) => `/api/uploads/${row.id}`);
}
