// Content storage for every upload (avatars, covers, product images, attachments, files): rows in
// `uploads`, bytes in a blob store (storage/blob-store.ts: the local disk or S3) named by their
// sha256, so the client's file name is never a path and identical content is stored once.
// Uploads stream (storage/upload-meter.ts): limits, quota and type checks apply while the bytes
// arrive, and nothing is held whole in memory. Private content is reached through signed links.
import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { finished, type Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@keel/db/client';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_TYPES, UploadMessages, type Upload } from '@keel/contracts/uploads';
import { uploads, type UploadRow } from '@keel/db/schema/uploads';
import { stripBidiControls } from '@keel/contracts/bidi';
import { badRequest, HttpError } from '../shared/http-error.ts';
import type { BlobStore, TempBlob } from '../storage/blob-store.ts';
import { UploadMeter } from '../storage/upload-meter.ts';
import {
  releaseStorage,
  reserveQuota,
  storageUsed,
  type QuotaReservation,
} from '../storage/upload-quota.ts';
import { createUploadSlots } from '../storage/upload-slots.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export interface SaveInput {
  /** The bytes as they arrive (a multipart file stream). */
  source: Readable;
  name: string;
  ownerId: string;
  kind: 'image' | 'attachment';
  maxBytes: number;
  /** The 413 message naming the limit. */
  tooLarge: string;
  /** The owner's quota reservation for this request (reserve()). */
  quota: QuotaReservation;
}

export interface Storage {
  readonly blobs: BlobStore;
  /** Streams one file into storage and records it; 413/400 (HttpError) when refused. */
  save(input: SaveInput): Promise<UploadRow>;
  /** A quota reservation for one request's uploads; release() it when the request is done. */
  reserve(userId: string): QuotaReservation;
  /** Bytes the user's uploads take (and uploads in flight reserve). */
  used(userId: string): Promise<number>;
  /** A slot among the user's parallel uploads, or 429; call the answer when done. */
  acquireSlot(userId: string): () => void;
  find(id: string): Promise<UploadRow | undefined>;
  /** Deletes the rows, frees their owners' quota and the bytes no other row still uses. */
  remove(ids: string[]): Promise<void>;
  /**
   * remove() in the caller's transaction: deletes the rows and frees their owners' quota there
   * (so a rollback keeps both), and answers the content hashes to pass to dropUnused() once
   * the transaction committed.
   */
  forget(tx: Database, ids: string[]): Promise<string[]>;
  /** Deletes the stored bytes of these hashes that no upload row names any more. */
  dropUnused(hashes: string[]): Promise<void>;
  /** The stored bytes as a stream, or undefined when they are gone. */
  open(row: UploadRow): Promise<Readable | undefined>;
  /** A link valid for `ttlSeconds` to private content (public images need none). */
  signedUrl(id: string, ttlSeconds?: number): string;
  /** The expiry and signature of such a link, for routes with their own URL shape. */
  signature(id: string, ttlSeconds: number): { exp: number; sig: string };
  verify(id: string, exp: number | undefined, sig: string | undefined): boolean;
  toUpload(row: UploadRow): Upload;
}

// Control characters would break the Content-Disposition header on download; bidi controls would
// let a name read as another (`invoice<U+202E>fdp.exe`).
const safeName = (name: string) =>
  stripBidiControls(path.basename(name))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f]/g, '')
    .slice(0, 255) || 'file';

export const storagePlugin = fp<{
  blobs: BlobStore;
  secret: string;
  quotaBytes: number;
  uploadsPerUser: number;
}>(
  async (app, options) => {
    const { blobs } = options;
    await blobs.check();
    app.addHook('onClose', async () => blobs.close());
    const slots = createUploadSlots(options.uploadsPerUser);
    const sign = (id: string, exp: number) =>
      createHmac('sha256', options.secret).update(`upload:${id}:${exp}`).digest('base64url');

    /** Deletes content no upload row names any more. */
    async function dropUnused(hashes: string[]) {
      if (hashes.length === 0) return;
      const stillUsed = await app.db
        .selectDistinct({ sha256: uploads.sha256 })
        .from(uploads)
        .where(inArray(uploads.sha256, hashes));
      const keep = new Set(stillUsed.map((row) => row.sha256));
      for (const sha of hashes) if (!keep.has(sha)) await blobs.delete(sha).catch(() => undefined);
    }

    const storage: Storage = {
      blobs,
      async save({ source, name, ownerId, kind, maxBytes, tooLarge, quota }) {
        let type = 'application/octet-stream';
        const meter = new UploadMeter({
          maxBytes,
          tooLarge,
          quota,
          async inspect(head) {
            const detected = await fileTypeFromBuffer(head);
            if (detected) type = detected.mime;
            if (kind === 'image' && !(IMAGE_TYPES as readonly string[]).includes(type)) {
              throw badRequest(UploadMessages.notAnImage, { file: UploadMessages.notAnImage });
            }
            if (!detected && /\.(txt|md|csv|json)$/i.test(name)) type = 'text/plain';
          },
        });
        let sourceFailure: Error | undefined;
        // finished() also reports a source that failed before we got it: busboy may have met
        // the end of a cut-off body (and destroyed the part) before the route read the part.
        finished(source, (error) => {
          if (!error) return;
          sourceFailure = error;
          meter.destroy(error);
        });
        // When the meter refuses (or the store fails), the rest of this file is read and dropped
        // so the parser reaches the end of the body and the client gets the answer.
        meter.on('close', () => {
          if (source.readableEnded) return;
          source.unpipe(meter);
          source.resume();
        });
        // The store attaches its own listeners a moment later (after a mkdir, say); until then a
        // refusal must not count as an unhandled 'error': it is read back from meter.failure.
        meter.on('error', () => undefined);
        source.pipe(meter);
        let temp: TempBlob | undefined;
        try {
          temp = await blobs.writeTemp(meter);
          const sha256 = meter.digest();
          await temp.commit(sha256);
          temp = undefined;
          try {
            const [row] = await app.db
              .insert(uploads)
              .values({
                ownerId,
                sha256,
                name: safeName(name),
                size: meter.bytes,
                type,
                isPublic: kind === 'image',
              })
              .returning();
            quota.keep(meter.bytes);
            return row!;
          } catch (error) {
            await dropUnused([sha256]);
            throw error;
          }
        } catch (error) {
          await temp?.discard();
          if (meter.failure) throw meter.failure;
          if (sourceFailure && !(error instanceof HttpError))
            throw badRequest(UploadMessages.malformed);
          throw error;
        }
      },
      reserve: (userId) => reserveQuota(app.db, userId, options.quotaBytes),
      used: (userId) => storageUsed(app.db, userId),
      acquireSlot: (userId) => slots.acquire(userId),
      async find(id) {
        const [row] = await app.db.select().from(uploads).where(eq(uploads.id, id));
        return row;
      },
      async remove(ids) {
        await dropUnused(await storage.forget(app.db, ids));
      },
      // The DELETE … RETURNING answers only the rows this call removed: parallel removals of the
      // same uploads free each one's bytes once.
      async forget(tx, ids) {
        if (ids.length === 0) return [];
        const removed = await tx
          .delete(uploads)
          .where(inArray(uploads.id, ids))
          .returning({ sha256: uploads.sha256, ownerId: uploads.ownerId, size: uploads.size });
        const freed = new Map<string, number>();
        for (const row of removed)
          if (row.ownerId) freed.set(row.ownerId, (freed.get(row.ownerId) ?? 0) + row.size);
        await releaseStorage(tx, freed);
        return [...new Set(removed.map((row) => row.sha256))];
      },
      dropUnused,
      open: (row) => blobs.open(row.sha256),
      signedUrl(id, ttlSeconds = 3600) {
        const { exp, sig } = storage.signature(id, ttlSeconds);
        return `/api/uploads/${id}?exp=${exp}&sig=${sig}`;
      },
      signature(id, ttlSeconds) {
        const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
        return { exp, sig: sign(id, exp) };
      },
      verify(id, exp, sig) {
        if (!exp || !sig || exp < Date.now() / 1000) return false;
        const expected = Buffer.from(sign(id, exp));
        const given = Buffer.from(sig);
        return expected.length === given.length && timingSafeEqual(expected, given);
      },
      toUpload(row) {
        return {
          id: row.id,
          url: row.isPublic ? `/api/uploads/${row.id}` : storage.signedUrl(row.id),
          name: row.name,
          size: row.size,
          type: row.type,
        };
      },
    };
    app.decorate('storage', storage);
  },
  { name: 'storage', dependencies: ['database'] },
);
