// The S3 driver (issue 18 item 4) against an S3-compatible server started on loopback (s3rver):
// uploads stream into the bucket under their content hash, downloads stream back through the
// same signed links as on disk, refused and deleted uploads leave nothing behind, and the
// settings are validated at start.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { multipartBody } from '../test/multipart-body.ts';
import { startS3, type TestS3 } from '../test/s3-server.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { contentKey, createBlobStore } from './blob-store.ts';

const MAX_FILE = 16 * 1024 * 1024;

let s3: TestS3;
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ ...s3.env, FILES_MAX_FILE_BYTES: String(MAX_FILE) });
  const email = `s3.${Date.now()}@example.org`;
  const body = (
    await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { email, password: 'long-password', firstName: 'Bucket', lastName: 'Owner' },
    })
  ).json();
  headers = { authorization: `Bearer ${body.accessToken}` };
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex');

function upload(content: Buffer, name = 'data.bin') {
  const body = multipartBody('files', [{ name, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('S3 storage', () => {
  it('streams a 12 MB file into the bucket (multipart) and back through its signed link', async () => {
    const content = randomBytes(12 * 1024 * 1024);
    const answer = await upload(content, 'big.bin');
    expect(answer.statusCode).toBe(200);
    const [file] = answer.json().files;
    expect(file.size).toBe(content.length);
    expect(await s3.keys('uploads/')).toContain(contentKey(sha(content)));
    // Nothing left under the temporary names.
    expect(await s3.keys('tmp/')).toEqual([]);
    const download = await t.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(content.length));
    expect(download.rawPayload.equals(content)).toBe(true);
    // The signed-link rules are the same as on disk.
    const tampered = file.url.replace(
      /signature=(.)/,
      (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
  });

  it('serves public images and private attachments from the bucket', async () => {
    // The smallest valid PNG: 1×1 transparent pixel.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    for (const [kind, content] of [
      ['image', png],
      ['attachment', randomBytes(3000)],
    ] as const) {
      const body = multipartBody('file', [{ name: `x.${kind}`, content }]);
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/uploads?kind=${kind}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(answer.statusCode).toBe(200);
      const { upload: stored } = answer.json();
      const served = await t.app.inject({ method: 'GET', url: stored.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(content)).toBe(true);
      if (kind === 'attachment') {
        const unsigned = stored.url.split('?')[0];
        expect((await t.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(404);
      }
    }
  });

  it('keeps identical content once and deletes it with its last file', async () => {
    const content = randomBytes(50_000);
    const first = (await upload(content, 'a.bin')).json().files[0];
    const second = (await upload(content, 'b.bin')).json().files[0];
    const key = contentKey(sha(content));
    expect((await s3.keys('uploads/')).filter((k) => k === key)).toHaveLength(1);
    // Deleted files wait in the trash (issue 20); deleting them from there frees the content.
    const remove = async (fileIds: string[]) => {
      const trashed = await t.app.inject({
        method: 'POST',
        url: '/api/files/delete',
        headers,
        payload: { fileIds },
      });
      expect(trashed.statusCode).toBe(200);
      return t.app.inject({
        method: 'POST',
        url: '/api/files/trash/delete',
        headers,
        payload: { fileIds },
      });
    };
    expect((await remove([first.id])).statusCode).toBe(200);
    expect(await s3.keys('uploads/')).toContain(key);
    expect((await remove([second.id])).statusCode).toBe(200);
    expect(await s3.keys('uploads/')).not.toContain(key);
  });

  it('keeps nothing of a file over the limit', async () => {
    const content = randomBytes(MAX_FILE + 1);
    const answer = await upload(content, 'too-big.bin');
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe('File is larger than 16 MB');
    expect(await s3.keys('uploads/')).not.toContain(contentKey(sha(content)));
    expect(await s3.keys('tmp/')).toEqual([]);
  });

  it('validates the S3 settings at start', () => {
    expect(() => readEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required/);
    expect(() =>
      readEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'keel', S3_ACCESS_KEY_ID: 'only-one' }),
    ).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => readEnv({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(readEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'keel' }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('refuses to start on a bucket that does not exist, saying which', async () => {
    // The storage plugin runs this check before the app answers anything.
    const store = createBlobStore(readEnv({ ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    await expect(store.check()).rejects.toThrow(/S3 bucket "no-such-bucket" is not reachable/);
    store.close();
  });
});
