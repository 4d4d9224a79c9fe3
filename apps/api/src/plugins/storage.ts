// Content storage for every upload (avatars, covers, product images, attachments, files):
// bytes under DATA_DIR/uploads/<sha256 prefix>/<sha256>, so the client's file name is never a
// path and identical content is stored once. Private content is reached through signed links.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  UploadMessages,
  type Upload,
} from '@keel/contracts/uploads';
import { uploads, type UploadRow } from '@keel/db/schema/uploads';
import { badRequest, payloadTooLarge } from '../shared/http-error.ts';

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
  /** The stored bytes as a stream, or undefined when they are gone. */
  open(row: UploadRow): NodeJS.ReadableStream | undefined;
  /** A link valid for `ttlSeconds` to private content (public images need none). */
  signedUrl(id: string, ttlSeconds?: number): string;
  verify(id: string, exp: number | undefined, sig: string | undefined): boolean;
  toUpload(row: UploadRow): Upload;
}

export const storagePlugin = fp<{ dataDir: string; secret: string }>(
  async (app, options) => {
    const root = path.resolve(options.dataDir, 'uploads');
    const fileOf = (sha: string) => path.join(root, sha.slice(0, 2), sha);
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
        const sha = createHash('sha256').update(data).digest('hex');
        const file = fileOf(sha);
        if (!existsSync(file)) {
          await mkdir(path.dirname(file), { recursive: true });
          // Write then rename, so a crash never leaves half a file under the final name.
          const temp = `${file}.${process.pid}.tmp`;
          await writeFile(temp, data);
          await rename(temp, file);
        }
        // Control characters would break the Content-Disposition header on download.
        // eslint-disable-next-line no-control-regex
        const safeName = path.basename(name).replace(/[\u0000-\u001f]/g, '').slice(0, 255) || 'file';
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
      open(row) {
        const file = fileOf(row.sha256);
        return existsSync(file) ? createReadStream(file) : undefined;
      },
      signedUrl(id, ttlSeconds = 3600) {
        const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
        return `/api/uploads/${id}?exp=${exp}&sig=${sign(id, exp)}`;
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
