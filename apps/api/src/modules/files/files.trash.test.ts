// The trash (issue 20): deleting keeps items 30 days, restore puts them back (under a free name
// if need be), delete-forever and empty free the space, the quota counts the trash, and the
// 30-day purge frees each item once — also when restores, empties and purges run in parallel
// (which only PostgreSQL runs truly in parallel: `npm run test:api:pg`).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../../shared/raw-rows.ts';
import { purgeExpiredTrash } from './files-trash.ts';
import { filesTestKit, onDisk, QUOTA, text } from './files.test-kit.ts';

const { t, member, get, post, owner, upload, storedCount } = filesTestKit();

type Headers = Record<string, string>;
const names = (body: { files: { name: string }[] }) => body.files.map((file) => file.name).sort();
const list = async (headers: Headers, query = '') =>
  (await get(`/api/files?pageSize=100${query}`, headers)).json();
const usage = async (headers: Headers) => (await get('/api/files/usage', headers)).json().usage;
const newFolder = async (headers: Headers, name: string, parentId: string | null = null) =>
  (await post('/api/files/folders/new', { name, parentId }, headers)).json().file;

/** What the quota row says, against what the user's upload rows actually take. */
async function quotaBooks(userId: string) {
  const [row] = rawRows<{ used: string; actual: string }>(
    await t.database.db.execute(sql`
      select (select used_bytes from user_storage where user_id = ${userId}::uuid) as used,
        (select coalesce(sum(size), 0) from uploads where owner_id = ${userId}::uuid) as actual`),
  );
  return { used: Number(row!.used), actual: Number(row!.actual) };
}

/** Pretends the user's trash items were deleted `days` days ago. */
async function age(userId: string, days: number) {
  await t.database.db.execute(sql`
    update files set deleted_at = now() - make_interval(days => ${days})
    where owner_id = ${userId}::uuid and deleted_at is not null`);
}

describe('the trash', () => {
  it('lists what I deleted, restores it where it was, and keeps counting its bytes', async () => {
    const me = await owner();
    const folder = await newFolder(me.headers, 'Projects');
    const [inner] = (await upload(me.headers, [text('plan.txt')], { parentId: folder.id })).json()
      .files;
    const [loose] = (await upload(me.headers, [text('loose.txt')])).json().files;
    const before = await usage(me.headers);

    expect(
      (await post('/api/files/delete', { fileIds: [folder.id, loose.id] }, me.headers)).statusCode,
    ).toBe(200);
    expect((await list(me.headers)).total).toBe(0);
    // A search at any depth does not find what is inside a deleted folder either.
    expect((await list(me.headers, '&q=plan')).total).toBe(0);
    const trash = await list(me.headers, '&scope=trash');
    expect(names(trash)).toEqual(['Projects', 'loose.txt']);
    const trashedFolder = trash.files.find((file: { id: string }) => file.id === folder.id);
    expect(trashedFolder).toMatchObject({ totalFiles: 1, size: inner.size });
    expect(Date.parse(trashedFolder.deletedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Out of reach while in the trash.
    expect((await get(`/api/files/file?fileId=${inner.id}`, me.headers)).statusCode).toBe(404);
    expect(
      (await post('/api/files/update', { fileId: loose.id, file: { name: 'x.txt' } }, me.headers))
        .statusCode,
    ).toBe(404);
    expect((await upload(me.headers, [text('in.txt')], { parentId: folder.id })).statusCode).toBe(
      404,
    );
    // Only what I deleted can be restored, not a file inside a deleted folder.
    expect(
      (await post('/api/files/trash/restore', { fileIds: [inner.id] }, me.headers)).statusCode,
    ).toBe(404);
    expect(await usage(me.headers)).toMatchObject({
      used: before.used,
      trash: inner.size + loose.size,
    });

    expect(
      (await post('/api/files/trash/restore', { fileIds: [folder.id] }, me.headers)).statusCode,
    ).toBe(200);
    expect(names(await list(me.headers))).toEqual(['Projects']);
    expect(names(await list(me.headers, `&parentId=${folder.id}`))).toEqual(['plan.txt']);
    expect(names(await list(me.headers, '&scope=trash'))).toEqual(['loose.txt']);
    expect((await usage(me.headers)).trash).toBe(loose.size);
  });

  it('restores under a free name when the name was taken, and at the root when its folder is gone', async () => {
    const me = await owner();
    const folder = await newFolder(me.headers, 'Docs');
    const [first] = (await upload(me.headers, [text('report.txt')], { parentId: folder.id })).json()
      .files;
    await post('/api/files/delete', { fileIds: [first.id] }, me.headers);
    // The name is free again once the file is in the trash.
    const [second] = (
      await upload(me.headers, [text('report.txt')], { parentId: folder.id })
    ).json().files;
    expect(second.name).toBe('report.txt');
    await post('/api/files/trash/restore', { fileIds: [first.id] }, me.headers);
    expect(names(await list(me.headers, `&parentId=${folder.id}`))).toEqual([
      'report (1).txt',
      'report.txt',
    ]);

    // The file goes to the trash, then its folder: the file alone comes back at the root.
    await post('/api/files/delete', { fileIds: [second.id] }, me.headers);
    await post('/api/files/delete', { fileIds: [folder.id] }, me.headers);
    await post('/api/files/trash/restore', { fileIds: [second.id] }, me.headers);
    expect(names(await list(me.headers))).toEqual(['report.txt']);
    expect(names(await list(me.headers, '&scope=trash'))).toEqual(['Docs']);
  });

  it('hides a shared item from the people it is shared with until it is restored', async () => {
    const me = await owner();
    const [file] = (await upload(me.headers, [text('shared.txt')])).json().files;
    await post('/api/files/share', { fileId: file.id, emails: ['member@keel.dev'] }, me.headers);
    const sharedBefore = (await list(member.headers, '&scope=shared')).total;
    await post('/api/files/delete', { fileIds: [file.id] }, me.headers);
    expect((await list(member.headers, '&scope=shared')).total).toBe(sharedBefore - 1);
    // The member acting on it meets a clear 404, and cannot touch the owner's trash.
    const favorite = await post(
      '/api/files/favorite',
      { fileId: file.id, isFavorited: true },
      member.headers,
    );
    expect(favorite.statusCode).toBe(404);
    expect(favorite.json().message).toBe('File not found');
    expect(
      (await post('/api/files/trash/restore', { fileIds: [file.id] }, member.headers)).statusCode,
    ).toBe(404);
    await post('/api/files/trash/restore', { fileIds: [file.id] }, me.headers);
    expect((await list(member.headers, '&scope=shared')).total).toBe(sharedBefore);
  });

  it('deletes chosen items for good, and empties the rest, freeing their bytes', async () => {
    const me = await owner();
    const bytes = randomBytes(5000);
    const [a] = (await upload(me.headers, [{ name: 'a.bin', content: bytes }])).json().files;
    const [b] = (await upload(me.headers, [text('b.txt')])).json().files;
    await post('/api/files/delete', { fileIds: [a.id, b.id] }, me.headers);
    const forever = await post('/api/files/trash/delete', { fileIds: [a.id] }, me.headers);
    expect(forever.json()).toEqual({ freed: a.size });
    expect(onDisk(bytes)).toBe(false);
    expect(names(await list(me.headers, '&scope=trash'))).toEqual(['b.txt']);
    expect(await usage(me.headers)).toMatchObject({ used: b.size, trash: b.size });
    expect((await post('/api/files/trash/empty', {}, me.headers)).json()).toEqual({
      freed: b.size,
    });
    expect(await storedCount(me.id)).toEqual({ files: 0, uploads: 0 });
    expect(await usage(me.headers)).toMatchObject({ used: 0, trash: 0 });
  });

  it('counts the trash in the quota: an upload that does not fit waits for the trash to be emptied', async () => {
    const me = await owner();
    const chunk = 60 * 1024;
    const stored = [];
    for (let index = 0; index < 4; index += 1)
      stored.push(
        (await upload(me.headers, [{ name: `c${index}.bin`, content: randomBytes(chunk) }])).json()
          .files[0],
      );
    await post('/api/files/delete', { fileIds: stored.map((file) => file.id) }, me.headers);
    expect(QUOTA - (await usage(me.headers)).used).toBeLessThan(chunk);
    const refused = await upload(me.headers, [{ name: 'new.bin', content: randomBytes(chunk) }]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('Storage quota exceeded');
    await post('/api/files/trash/empty', {}, me.headers);
    expect(
      (await upload(me.headers, [{ name: 'new.bin', content: randomBytes(chunk) }])).statusCode,
    ).toBe(200);
  });

  it('splits the usage by kind, adding up to what the quota counts', async () => {
    const me = await owner();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABXvMqGgAAAABJRU5ErkJggg==',
      'base64',
    );
    await upload(me.headers, [
      text('notes.txt'),
      { name: 'pixel.png', content: png, type: 'image/png' },
      { name: 'song.mp3', content: randomBytes(300) },
      { name: 'blob.bin', content: randomBytes(200) },
    ]);
    const { used, byKind } = await usage(me.headers);
    expect(byKind.images).toBe(png.length);
    expect(byKind.media).toBe(300);
    expect(byKind.other).toBe(200);
    expect(byKind.documents + byKind.images + byKind.media + byKind.other).toBe(used);
  });

  it('purges what has been in the trash for 30 days, and nothing younger', async () => {
    const me = await owner();
    const [old] = (await upload(me.headers, [text('old.txt')])).json().files;
    await post('/api/files/delete', { fileIds: [old.id] }, me.headers);
    await age(me.id, 31);
    const [young] = (await upload(me.headers, [text('young.txt')])).json().files;
    await post('/api/files/delete', { fileIds: [young.id] }, me.headers);
    await purgeExpiredTrash(t.app);
    expect(names(await list(me.headers, '&scope=trash'))).toEqual(['young.txt']);
    expect(await usage(me.headers)).toMatchObject({ used: young.size, trash: young.size });
    expect(await quotaBooks(me.id)).toEqual({ used: young.size, actual: young.size });
  });
});

describe('the trash under parallel requests', () => {
  it('restores and empties racing each other leave each item either restored or freed, once', async () => {
    const me = await owner();
    const items = [];
    for (let index = 0; index < 6; index += 1)
      items.push(
        (
          await upload(me.headers, [
            { name: `f${index}.bin`, content: randomBytes(1000 + index * 100) },
          ])
        ).json().files[0],
      );
    await post('/api/files/delete', { fileIds: items.map((file) => file.id) }, me.headers);
    const answers = await Promise.all([
      post('/api/files/trash/empty', {}, me.headers),
      ...items.map((file) => post('/api/files/trash/restore', { fileIds: [file.id] }, me.headers)),
      post('/api/files/trash/empty', {}, me.headers),
      post('/api/files/trash/delete', { fileIds: [items[0]!.id, items[1]!.id] }, me.headers),
    ]);
    for (const answer of answers) expect([200, 404]).toContain(answer.statusCode);
    const live = await list(me.headers);
    const trash = await list(me.headers, '&scope=trash');
    const restored = live.files.map((file: { size: number }) => file.size);
    // Nothing is left half-way: restored, or gone with its bytes freed.
    expect(trash.total).toBe(0);
    const freed = answers
      .filter((answer) => answer.statusCode === 200 && answer.json().freed !== undefined)
      .reduce((sum, answer) => sum + (answer.json().freed as number), 0);
    const total = items.reduce((sum, file) => sum + (file.size as number), 0);
    const kept = restored.reduce((sum: number, size: number) => sum + size, 0);
    expect(freed + kept).toBe(total);
    expect(await quotaBooks(me.id)).toEqual({ used: kept, actual: kept });
    expect((await usage(me.headers)).used).toBe(kept);
  });

  it('parallel empties and purges free each item once', async () => {
    const me = await owner();
    const items = [];
    for (let index = 0; index < 5; index += 1)
      items.push(
        (await upload(me.headers, [{ name: `p${index}.bin`, content: randomBytes(2000) }])).json()
          .files[0],
      );
    const [survivor] = (await upload(me.headers, [text('stays.txt')])).json().files;
    await post('/api/files/delete', { fileIds: items.map((file) => file.id) }, me.headers);
    await age(me.id, 40);
    await Promise.all([
      purgeExpiredTrash(t.app),
      purgeExpiredTrash(t.app),
      post('/api/files/trash/empty', {}, me.headers),
      purgeExpiredTrash(t.app),
      post('/api/files/trash/empty', {}, me.headers),
    ]);
    expect(await storedCount(me.id)).toEqual({ files: 1, uploads: 1 });
    expect(await quotaBooks(me.id)).toEqual({ used: survivor.size, actual: survivor.size });
  });

  it('a folder deleted and restored in parallel ends whole, in one place', async () => {
    const me = await owner();
    const folder = await newFolder(me.headers, 'Race');
    await upload(me.headers, [text('one.txt'), text('two.txt')], { parentId: folder.id });
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([
        post('/api/files/delete', { fileIds: [folder.id] }, me.headers),
        post('/api/files/trash/restore', { fileIds: [folder.id] }, me.headers),
        post('/api/files/delete', { fileIds: [folder.id] }, me.headers),
      ]);
      await post('/api/files/trash/restore', { fileIds: [folder.id] }, me.headers);
      expect(names(await list(me.headers))).toEqual(['Race']);
      expect(names(await list(me.headers, `&parentId=${folder.id}`))).toEqual([
        'one.txt',
        'two.txt',
      ]);
      expect((await list(me.headers, '&scope=trash')).total).toBe(0);
    }
  });
});
