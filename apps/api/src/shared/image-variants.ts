// Width variants of public images (issue 23: a phone downloads a cover at the width it shows, not
// the upload's). After an image is stored (plugins/storage.ts `save`, and the seed's images via
// app.ts `storeContent`), WebP copies at IMAGE_WIDTHS narrower than the original are written
// beside it in the blob store as `<sha256>.w<width>.webp`: named by the content, so identical
// uploads share them and dropUnused removes them with the content (docs/decisions/022).
// A variant that is missing (an image narrower than the width, content restored from a backup,
// a failed conversion) is never an error: GET /api/uploads/<id>?w= answers the original.
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_WIDTHS } from '@keel/contracts/uploads';
import type { BlobStore } from '../storage/blob-store.ts';

/** The formats converted; GIF is left alone (its animation would be lost), SVG is not public. */
const CONVERTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Larger pictures are not decoded (about 100 MB of pixels): they keep their original only. */
const MAX_PIXELS = 25_000_000;
const WEBP_QUALITY = 75;

// libvips' own cache keeps decoded images around for reuse; every conversion here is done once.
sharp.cache(false);

export const variantName = (sha256: string, width: number) => `${sha256}.w${width}.webp`;

// One conversion at a time per process: the machine's cores serve requests meanwhile, and at most
// one decoded picture is in memory.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function readAll(stream: Readable, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      stream.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Writes the WebP width variants of stored content when it is a JPEG, PNG or WebP image, and
 * answers the widths written (none for anything else). `data` is the content when the caller
 * holds it (the seed); otherwise it is read back from the store, bounded by the image limit.
 * Never throws: a picture that cannot be converted keeps its original only.
 */
export function writeImageVariants(
  blobs: BlobStore,
  sha256: string,
  data?: Buffer,
  log?: (error: unknown) => void,
): Promise<number[]> {
  return oneAtATime(async () => {
    let input = data;
    if (!input) {
      const stream = await blobs.open(sha256);
      input = stream && (await readAll(stream, IMAGE_MAX_BYTES));
    }
    if (!input || input.length > IMAGE_MAX_BYTES) return [];
    const detected = await fileTypeFromBuffer(input.subarray(0, 4100));
    if (!detected || !CONVERTED.has(detected.mime)) return [];
    // autoOrient: a phone photo's EXIF rotation is applied, and the width compared is the shown one.
    const image = sharp(input, { autoOrient: true, limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const { autoOrient } = await image.metadata();
    const widths = IMAGE_WIDTHS.filter((candidate) => candidate < autoOrient.width);
    for (const target of widths) {
      const variant = await image
        .clone()
        .resize({ width: target })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      await blobs.putNamed(variantName(sha256, target), variant);
    }
    return widths;
  }).catch((error: unknown) => {
    log?.(error);
    return [];
  });
}

/** The WebP variant of this width, or undefined when there is none (then serve the original). */
export const openImageVariant = (blobs: BlobStore, sha256: string, width: number) =>
  blobs.open(variantName(sha256, width));

/** Deletes every variant of content that is itself being deleted. */
export async function deleteImageVariants(blobs: BlobStore, sha256: string): Promise<void> {
  for (const width of IMAGE_WIDTHS)
    await blobs.delete(variantName(sha256, width)).catch(() => undefined);
}
