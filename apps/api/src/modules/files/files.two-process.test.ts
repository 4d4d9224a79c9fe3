// "Shared with me" live across API processes (issue 20): the owner shares, renames, uploads
// into, deletes and restores through one process; the member's WebSocket on the other hears
// each one. The two processes then purge the same expired trash at once and free it once.
// Needs PostgreSQL: skipped on PGlite.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../shared/raw-rows.ts';
import { multipartBody } from '../../test/multipart-body.ts';
import { createTestApp, signIn, testDatabaseUrl, type TestApp } from '../../test/test-app.ts';
import { startSecondProcess, type SecondProcess } from '../../test/two-process.ts';
import { connectSocket } from '../../test/ws-client.ts';
import { purgeExpiredTrash } from './files-trash.ts';

describe.skipIf(!testDatabaseUrl())('files live across two API processes', () => {
  let first: TestApp;
  let second: SecondProcess;

  beforeAll(async () => {
    first = await createTestApp();
    second = await startSecondProcess(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('tells the member on the other process of every change to what is shared with them', async () => {
    const demo = await signIn(first.app, 'demo@keel.dev');
    const member = await signIn(second.app, 'member@keel.dev');
    const socket = await connectSocket(second.url, member.token);
    await socket.waitFor('ready');
    const post = (url: string, payload: object) =>
      first.app.inject({ method: 'POST', url, payload, headers: demo.headers });
    const heard = (call: string) =>
      socket.waitFor('files.changed', (payload: { call: string }) => payload.call === call);

    const folder = (await post('/api/files/folders/new', { name: `Live ${Date.now()}` })).json()
      .file;
    await post('/api/files/share', { fileId: folder.id, emails: ['member@keel.dev'] });
    await heard('/api/files/share');

    const body = multipartBody('files', [{ name: 'live.txt', content: Buffer.from('live') }], {
      parentId: folder.id,
    });
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...demo.headers, ...body.headers },
      payload: body.payload,
    });
    const fileId = uploaded.json().files[0].id;
    await heard('/api/files/upload');

    await post('/api/files/update', { fileId, file: { name: 'renamed.txt' } });
    await heard('/api/files/update');
    await post('/api/files/delete', { fileIds: [folder.id] });
    await heard('/api/files/delete');
    // The member refetches: the folder is gone from "Shared with me"; acting on it is a 404.
    const gone = await second.app.inject({
      method: 'POST',
      url: '/api/files/favorite',
      headers: member.headers,
      payload: { fileId: folder.id, isFavorited: true },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('File not found');
    await post('/api/files/trash/restore', { fileIds: [folder.id] });
    await heard('/api/files/trash/restore');
    await socket.close();
  });

  it('two processes purging the same expired trash free it once', async () => {
    const member = await signIn(first.app, 'member@keel.dev');
    const sizes: number[] = [];
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const body = multipartBody('files', [
        { name: `old-${index}.bin`, content: randomBytes(1500) },
      ]);
      const [file] = (
        await first.app.inject({
          method: 'POST',
          url: '/api/files/upload',
          headers: { ...member.headers, ...body.headers },
          payload: body.payload,
        })
      ).json().files;
      ids.push(file.id);
      sizes.push(file.size);
    }
    await first.app.inject({
      method: 'POST',
      url: '/api/files/delete',
      headers: member.headers,
      payload: { fileIds: ids },
    });
    const db = first.database.db;
    await db.execute(sql`update files set deleted_at = now() - interval '31 days'
      where owner_id = ${member.userId}::uuid and deleted_at is not null`);
    const books = async () =>
      rawRows<{ used: string; actual: string }>(
        await db.execute(sql`
          select (select used_bytes from user_storage where user_id = ${member.userId}::uuid) as used,
            (select coalesce(sum(size), 0) from uploads where owner_id = ${member.userId}::uuid) as actual`),
      )[0]!;
    const before = await books();
    expect(Number(before.used)).toBe(Number(before.actual));
    const [one, two] = await Promise.all([
      purgeExpiredTrash(first.app),
      purgeExpiredTrash(second.app),
    ]);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(one + two).toBe(total);
    const after = await books();
    expect(Number(after.used)).toBe(Number(after.actual));
    expect(Number(after.used)).toBe(Number(before.used) - total);
  });
});
