// An S3-compatible store for tests: s3rver (from npm) on loopback with a fresh folder and bucket,
// plus the settings that point Keel's S3 driver at it and a client to look inside the bucket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3 {
  /** Environment for the API: STORAGE_DRIVER=s3 and the S3_* settings. */
  env: Record<string, string>;
  /** Every key in the bucket (optionally under a prefix). */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

const BUCKET = 'keel-test';
// s3rver accepts these keys and checks the SDK's signatures with them.
const KEY = 'S3RVER';

export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'keel-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async close() {
      client.destroy();
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
