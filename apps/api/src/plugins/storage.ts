// Content storage for every upload (avatars, covers, product images, attachments, files):
// bytes under DATA_DIR/uploads/<sha256 prefix>/<sha256>, so the client's file name is never a
// path and identical content is stored once. Private content is reached through signed links.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  UploadMessages,
  type Upload,
} from '@keel/contracts/uploads';
import { contentFile, uploadsRoot, writeContent } from '@keel/db/content-store';
import { uploads, type UploadRow } from '@keel/db/schema/uploads';
import { badRequest, payloadTooLarge } from '../shared/http-error.ts';
import { stripBidiControls } from '@keel/contracts/bidi';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export interface SaveInput {
  data: Buffer;
  name: string;
  ownerId: string | null;
  kind: 'image' | 'attachment';
  /** Overrides the attachment size limit (the file manager's own limit). */
  maxBytes?: number;
}

export interface Storage {
  save(input: SaveInput): Promise<UploadRow>;
  find(id: string): Promise<UploadRow | undefined>;
  /** Deletes the rows and the bytes no other row still uses (file manager deletes). */
  remove(ids: string[]): Promise<void>;
  /** The stored bytes as a stream, or undefined when they are gone. */
  open(row: UploadRow): NodeJS.ReadableStream | undefined;
  /** A link valid for `ttlSeconds` to private content (public images need none). */
  signedUrl(id: string, ttlSeconds?: number): string;
  /** The expiry and signature of such a link, for routes with their own URL shape. */
  signature(id: string, ttlSeconds: number): { exp: number; sig: string };
  verify(id: string, exp: number | undefined, sig: string | undefined): boolean;
  toUpload(row: UploadRow): Upload;
}

export const storagePlugin = fp<{ dataDir: string; secret: string }>(
  async (app, options) => {
    const root = uploadsRoot(options.dataDir);
    const fileOf = (sha: string) => contentFile(root, sha);
    const sign = (id: string, exp: number) =>
      createHmac('sha256', options.secret).update(`upload:${id}:${exp}`).digest('base64url');

    const storage: Storage = {
      async save({ data, name, ownerId, kind, maxBytes }) {
        const detected = await fileTypeFromBuffer(data);
        let type = detected?.mime ?? 'application/octet-stream';
        if (kind === 'image') {
          if (data.length > IMAGE_MAX_BYTES) throw payloadTooLarge(UploadMessages.imageTooLarge);
          if (!detected || !(IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
            throw badRequest(UploadMessages.notAnImage, { file: UploadMessages.notAnImage });
          }
        } else {
          const limit = maxBytes ?? ATTACHMENT_MAX_BYTES;
          if (data.length > limit) throw payloadTooLarge(`File is larger than ${Math.round(limit / 1048576)} MB`);
          if (!detected && /\.(txt|md|csv|json)$/i.test(name)) type = 'text/plain';
        }
        const sha = await writeContent(root, data);
        // Control characters would break the Content-Disposition header on download.
        // eslint-disable-next-line no-control-regex
        const safeName = stripBidiControls(path.basename(name)).replace(/[\u0000-\u001f]/g, '').slice(0, 255) || 'file';
        const [row] = await app.db
          .insert(uploads)
          .values({ ownerId, sha256: sha, name: safeName, size: data.length, type, isPublic: kind === 'image' })
          .returning();
        return row!;
      },
      async find(id) {
        const [row] = await app.db.select().from(uploads).where(eq(uploads.id, id));
        return row;
      },
      async remove(ids) {
        if (ids.length === 0) return;
        const removed = await app.db.delete(uploads).where(inArray(uploads.id, ids)).returning({ sha256: uploads.sha256 });
        const hashes = [...new Set(removed.map((row) => row.sha256))];
        if (hashes.length === 0) return;
        const stillUsed = await app.db
          .selectDistinct({ sha256: uploads.sha256 })
          .from(uploads)
          .where(inArray(uploads.sha256, hashes));
        const keep = new Set(stillUsed.map((row) => row.sha256));
        for (const sha of hashes) {
          if (!keep.has(sha)) await unlink(fileOf(sha)).catch(() => undefined);
        }
      },
      open(row) {
        const file = fileOf(row.sha256);
        return existsSync(file) ? createReadStream(file) : undefined;
      },
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
