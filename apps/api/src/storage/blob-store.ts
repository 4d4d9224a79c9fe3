// Where upload bytes live, behind one interface: the local disk (DATA_DIR/uploads, the default)
// or an S3-compatible store (STORAGE_DRIVER=s3). Bytes are named by their sha256, which is only
// known once the last byte arrived: a stream goes to a temporary name first, then is committed
// under its hash (identical content is kept once) or discarded.
import type { Readable } from 'node:stream';
import type { Env } from '../env.ts';
import { createLocalBlobStore } from './local-blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

export interface TempBlob {
  /** Keeps the bytes under their content hash (a no-op when that content is already stored). */
  commit(sha256: string): Promise<void>;
  discard(): Promise<void>;
}

export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Streams `body` to a temporary name; resolves once every byte is stored. */
  writeTemp(body: Readable): Promise<TempBlob>;
  /** Stores a small buffer under its hash (seeded images and files); resolves to the hash. */
  putBuffer(data: Buffer): Promise<string>;
  /** The stored bytes, or undefined when they are gone. */
  open(sha256: string): Promise<Readable | undefined>;
  delete(sha256: string): Promise<void>;
  /** Start-up check: the store is reachable (the bucket exists). */
  check(): Promise<void>;
  close(): void;
}

export function createBlobStore(env: Env): BlobStore {
  if (env.STORAGE_DRIVER === 's3') {
    return createS3BlobStore({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalBlobStore(env.DATA_DIR);
}

/** The object key of some content: the local layout (<2 hex>/<sha256>) under `uploads/`. */
export const contentKey = (sha256: string) => `uploads/${sha256.slice(0, 2)}/${sha256}`;
