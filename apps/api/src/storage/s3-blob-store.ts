// STORAGE_DRIVER=s3: any S3-compatible store (AWS S3, MinIO, Garage, R2…), so several API
// processes share uploads. Streams go up with @aws-sdk/lib-storage in 5 MB parts (one part in
// memory per upload, never the whole file) to tmp/<uuid>, then a server-side CopyObject names
// them by content. Downloads stream GetObject's body through the API, so the signed-link rules
// of plugins/storage.ts apply unchanged (the bucket stays private).
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createHash } from 'node:crypto';
import { contentKey, type BlobStore } from './blob-store.ts';

export interface S3Options {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

export function createS3BlobStore(options: S3Options): BlobStore {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Self-hosted stores do not all speak the SDK's newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function has(Key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  const remove = (Key: string) => client.send(new DeleteObjectCommand({ Bucket, Key }));

  return {
    kind: 's3',
    async writeTemp(body: Readable) {
      const Key = `tmp/${randomUUID()}`;
      // A failed stream aborts the multipart upload (leavePartsOnError is off).
      await new Upload({
        client,
        params: { Bucket, Key, Body: body },
        partSize: PART_BYTES,
        queueSize: 1,
      }).done();
      return {
        async commit(sha256) {
          const target = contentKey(sha256);
          if (!(await has(target))) {
            await client.send(
              new CopyObjectCommand({ Bucket, Key: target, CopySource: `${Bucket}/${Key}` }),
            );
          }
          await remove(Key);
        },
        discard: async () => void (await remove(Key).catch(() => undefined)),
      };
    },
    async putBuffer(data) {
      const sha256 = createHash('sha256').update(data).digest('hex');
      const Key = contentKey(sha256);
      if (!(await has(Key))) await client.send(new PutObjectCommand({ Bucket, Key, Body: data }));
      return sha256;
    },
    async open(sha256) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: contentKey(sha256) }));
        return answer.Body as Readable | undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(sha256) {
      await remove(contentKey(sha256));
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = error instanceof Error ? error.message || error.name : String(error);
        throw new Error(
          `S3 bucket "${Bucket}" is not reachable (${reason}): check S3_ENDPOINT, S3_BUCKET and the keys`,
        );
      }
    },
    close: () => client.destroy(),
  };
}
