// Uploads under load (issue 17 item 4), on PGlite and, where races show, PostgreSQL (api-pg):
// parallel uploads never pass the quota, every upload path counts toward it, a user's parallel
// uploads are capped (429) and released when they end, broken multipart bodies answer 400, and a
// file over the limit answers 413 naming the limit.
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@keel/db/schema/uploads';
import { multipartBody } from '../test/multipart-body.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const QUOTA = 256 * 1024;
const MAX_FILE = 100 * 1024;
const PARALLEL = 12;
const PER_USER = 12;

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({
    FILES_QUOTA_BYTES: String(QUOTA),
    FILES_MAX_FILE_BYTES: String(MAX_FILE),
    UPLOADS_PER_USER: String(PER_USER),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

type Headers = Record<string, string>;

async function owner(): Promise<{ id: string; headers: Headers }> {
  const email = `stream.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const body = (
    await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { email, password: 'long-password', firstName: 'Stream', lastName: 'Owner' },
    })
  ).json();
  return { id: body.user.id, headers: { authorization: `Bearer ${body.accessToken}` } };
}

function uploadFile(headers: Headers, content: Buffer, name = 'part.bin') {
  const body = multipartBody('files', [{ name, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

function uploadAttachment(headers: Headers, content: Buffer, name = 'note.bin') {
  const body = multipartBody('file', [{ name, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads?kind=attachment',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** What the user's upload rows add up to, and what the quota counter says. */
async function stored(userId: string) {
  const [rows] = await t.database.db
    .select({ bytes: sql<number>`coalesce(sum(${uploads.size}), 0)`.mapWith(Number) })
    .from(uploads)
    .where(eq(uploads.ownerId, userId));
  const [counter] = (
    (await t.database.db.execute(
      sql`select used_bytes from user_storage where user_id = ${userId}::uuid`,
    )) as unknown as { rows: { used_bytes: string | number }[] }
  ).rows;
  return { bytes: rows?.bytes ?? 0, counted: Number(counter?.used_bytes ?? 0) };
}

describe('quota under parallel uploads', () => {
  it(`${PARALLEL} parallel uploads never store more than the quota`, async () => {
    const me = await owner();
    const size = 60 * 1024; // 4 fit in 256 KB, 12 would be 2.8 times the quota
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => uploadFile(me.headers, randomBytes(size))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 413)).toBe(true);
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(4);
    for (const answer of answers.filter((a) => a.statusCode === 413))
      expect(answer.json().message).toBe('Storage quota exceeded');
    const after = await stored(me.id);
    expect(after.bytes).toBe(accepted * size);
    expect(after.bytes).toBeLessThanOrEqual(QUOTA);
    // Every reservation of the refused uploads was given back.
    expect(after.counted).toBe(after.bytes);
  });

  it('counts /api/uploads attachments and file manager files against one quota, in parallel', async () => {
    const me = await owner();
    const size = 40 * 1024;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) =>
        n % 2 === 0
          ? uploadFile(me.headers, randomBytes(size))
          : uploadAttachment(me.headers, randomBytes(size)),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    expect(accepted).toBeLessThanOrEqual(Math.floor(QUOTA / size));
    const after = await stored(me.id);
    expect(after.bytes).toBe(accepted * size);
    expect(after.counted).toBe(after.bytes);
    const usage = (
      await t.app.inject({ method: 'GET', url: '/api/files/usage', headers: me.headers })
    ).json().usage;
    expect(usage.used).toBe(after.bytes);
  });

  it('refuses an attachment that would pass the quota, and deleting files for good frees the space', async () => {
    const me = await owner();
    const file = (await uploadFile(me.headers, randomBytes(90 * 1024))).json().files[0];
    expect((await uploadFile(me.headers, randomBytes(90 * 1024))).statusCode).toBe(200);
    const over = await uploadAttachment(me.headers, randomBytes(90 * 1024));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('Storage quota exceeded');
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/files/delete',
      headers: me.headers,
      payload: { fileIds: [file.id] },
    });
    expect(deleted.statusCode).toBe(200);
    // In the trash it still counts (issue 20); emptying the trash frees it.
    expect((await uploadAttachment(me.headers, randomBytes(90 * 1024))).statusCode).toBe(413);
    const emptied = await t.app.inject({
      method: 'POST',
      url: '/api/files/trash/empty',
      headers: me.headers,
      payload: {},
    });
    expect(emptied.statusCode).toBe(200);
    expect((await uploadAttachment(me.headers, randomBytes(90 * 1024))).statusCode).toBe(200);
    const after = await stored(me.id);
    expect(after.counted).toBe(after.bytes);
    expect(after.bytes).toBe(2 * 90 * 1024);
  });
});

describe('limits while streaming', () => {
  it('answers 413 naming the limit and keeps nothing of a file over it', async () => {
    const me = await owner();
    const answer = await uploadFile(me.headers, randomBytes(MAX_FILE + 1));
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe('File is larger than 100 KB');
    expect(await stored(me.id)).toEqual({ bytes: 0, counted: 0 });
  });

  it('answers 400 to malformed multipart bodies, never 500', async () => {
    const me = await owner();
    const boundary = '----keel-broken';
    const bodies: [string, string | Buffer][] = [
      // No boundary at all.
      ['multipart/form-data', 'hello'],
      // Cut off in the middle of a file.
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.bin"\r\n\r\nhalf a fi`,
      ],
      // A part header that never ends.
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-da`,
      ],
    ];
    for (const url of ['/api/files/upload', '/api/uploads?kind=attachment']) {
      for (const [contentType, payload] of bodies) {
        const answer = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...me.headers, 'content-type': contentType },
          payload,
        });
        expect(answer.statusCode, `${url} ${contentType} ${String(payload)}`).toBe(400);
        expect(answer.json().message).toBeTruthy();
      }
    }
    expect(await stored(me.id)).toEqual({ bytes: 0, counted: 0 });
  });
});

/** Starts an upload over a real socket and leaves it unfinished, holding a slot. */
function hangingUpload(token: string): ClientRequest {
  const boundary = '----keel-hanging';
  const request = httpRequest(`${baseUrl}/api/files/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'transfer-encoding': 'chunked',
    },
  });
  request.on('error', () => undefined);
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.bin"\r\n\r\n`,
  );
  request.write(randomBytes(1024));
  return request;
}

describe('parallel uploads per user', () => {
  it(`answers 429 past ${PER_USER} uploads in flight, and frees the slots when they end`, async () => {
    const me = await owner();
    const token = me.headers.authorization!.slice('Bearer '.length);
    // One more than the cap, none of them ever finishing: exactly one is refused.
    const hanging = Array.from({ length: PER_USER + 1 }, () => hangingUpload(token));
    const refused = await Promise.race(
      hanging.map(
        (request) =>
          new Promise<{ status: number; body: string }>((resolve) =>
            request.on('response', (response) => {
              let body = '';
              response.on('data', (chunk: Buffer) => (body += chunk.toString()));
              response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
            }),
          ),
      ),
    );
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).message).toBe(
      `At most ${PER_USER} uploads at a time: wait for one to finish`,
    );
    let answer = await uploadAttachment(me.headers, randomBytes(100));
    expect(answer.statusCode).toBe(429);
    for (const request of hanging) request.destroy();
    for (let attempt = 0; attempt < 100 && answer.statusCode !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await uploadAttachment(me.headers, randomBytes(100));
    }
    expect(answer.statusCode).toBe(200);
    // The aborted uploads kept nothing and gave their reservations back.
    let after = await stored(me.id);
    for (let attempt = 0; attempt < 100 && after.counted !== after.bytes; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await stored(me.id);
    }
    // The one small attachment is all that is stored.
    expect(after).toEqual({ bytes: 100, counted: 100 });
  });
});
