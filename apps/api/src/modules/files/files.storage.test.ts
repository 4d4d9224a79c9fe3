// Storing files (docs/spec/pages.md#file-manager): upload, signed download links, size and quota limits, deleting
// (which frees the space), and the seeded folder trees.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/test-app.ts';
import { filesTestKit, MAX_FILE, onDisk, QUOTA, text } from './files.test-kit.ts';

const { t, get, post, owner, upload, storedCount } = filesTestKit();

describe('upload and download', () => {
  it('stores several files and downloads each byte-identical through its signed link', async () => {
    const me = await owner();
    const binary = randomBytes(40_000);
    const response = await upload(me.headers, [
      text('notes.txt'),
      { name: 'photo.bin', content: binary },
    ]);
    expect(response.statusCode).toBe(200);
    const uploaded = response.json().files;
    expect(uploaded).toHaveLength(2);
    expect(uploaded[0]).toMatchObject({
      name: 'notes.txt',
      type: 'txt',
      category: 'txt',
      parentId: null,
      access: 'owner',
    });
    const binaryItem = uploaded.find((item: { name: string }) => item.name === 'photo.bin');
    expect(binaryItem.size).toBe(binary.length);
    // No header needed: the link is signed.
    const download = await t.app.inject({ method: 'GET', url: binaryItem.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(binary)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');
    const usage = (await get('/api/files/usage', me.headers)).json().usage;
    expect(usage).toEqual({
      used: binary.length + uploaded[0].size,
      quota: QUOTA,
      maxFileSize: MAX_FILE,
      // notes.txt is a document; photo.bin is of no known kind.
      byKind: { documents: uploaded[0].size, images: 0, media: 0, other: binary.length },
      trash: 0,
    });
  });

  it('stores a name like ../../etc/passwd harmlessly, by content hash', async () => {
    const me = await owner();
    const content = Buffer.from(`root:x:0:0 ${randomBytes(4).toString('hex')}`);
    const response = await upload(me.headers, [{ name: '../../etc/passwd', content }]);
    expect(response.statusCode).toBe(200);
    const [item] = response.json().files;
    expect(item.name).toBe('passwd');
    expect(onDisk(content)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: item.url })).rawPayload.equals(content)).toBe(
      true,
    );
  });

  it('refuses a file over the size limit with 413 and stores nothing', async () => {
    const me = await owner();
    const small = text('small.txt');
    const big = randomBytes(MAX_FILE + 1);
    const response = await upload(me.headers, [small, { name: 'big.bin', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^File is larger than/);
    expect(await storedCount(me.id)).toEqual({ files: 0, uploads: 0 });
    expect(onDisk(small.content)).toBe(false);
  });

  it('refuses what would pass the quota with 413 "Storage quota exceeded", storing nothing', async () => {
    const me = await owner();
    const chunks = Array.from({ length: 4 }, (_, index) => ({
      name: `part-${index}.bin`,
      content: randomBytes(60_000),
    }));
    expect((await upload(me.headers, chunks)).statusCode).toBe(200);
    const before = await storedCount(me.id);
    // 240,000 used of 262,144: the first file fits, the second does not, so neither is kept.
    const over = [
      { name: 'fits.bin', content: randomBytes(10_000) },
      { name: 'too-much.bin', content: randomBytes(20_000) },
    ];
    const response = await upload(me.headers, over);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Storage quota exceeded');
    expect(await storedCount(me.id)).toEqual(before);
    expect(onDisk(over[0]!.content)).toBe(false);
  });

  it('renames a duplicate upload instead of replacing the file', async () => {
    const me = await owner();
    await upload(me.headers, [text('report.pdf')]);
    const second = (await upload(me.headers, [text('report.pdf'), text('REPORT.pdf')])).json()
      .files;
    expect(second.map((item: { name: string }) => item.name)).toEqual([
      'report (1).pdf',
      'REPORT (2).pdf',
    ]);
  });

  it('needs files, a folder of mine and a token', async () => {
    const me = await owner();
    expect((await post('/api/files/upload', {}, me.headers)).statusCode).toBe(400);
    const stranger = await owner();
    const folder = (
      await post('/api/files/folders/new', { name: 'Theirs', parentId: null }, stranger.headers)
    ).json().file;
    const response = await upload(me.headers, [text('a.txt')], { parentId: folder.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Folder not found');
    expect(await storedCount(me.id)).toEqual({ files: 0, uploads: 0 });
    expect((await t.app.inject({ method: 'POST', url: '/api/files/upload' })).statusCode).toBe(401);
  });

  it('refuses a tampered or expired link with 404', async () => {
    const me = await owner();
    const [item] = (await upload(me.headers, [text('secret.txt')])).json().files;
    // Flip the signature's first character to a different one: a fixed replacement
    // would leave the link intact whenever the signature already began with it.
    const tampered = item.url.replace(
      /signature=(.)/,
      (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const expired = item.url.replace(/expires=\d+/, 'expires=1000');
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/download?fileId=${item.id}` }))
        .statusCode,
    ).toBe(404);
    const link = (await get(`/api/files/link?fileId=${item.id}`, me.headers)).json().url as string;
    const expires = Number(/expires=(\d+)/.exec(link)![1]);
    expect(expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
    expect((await t.app.inject({ method: 'GET', url: link })).body).toContain(
      'hello from secret.txt',
    );
  });
});

describe('POST /api/files/delete', () => {
  it('moves a folder with its contents to the trash; emptying the trash frees the space', async () => {
    const me = await owner();
    const folder = (
      await post('/api/files/folders/new', { name: 'Old', parentId: null }, me.headers)
    ).json().file;
    const sub = (
      await post('/api/files/folders/new', { name: 'Older', parentId: folder.id }, me.headers)
    ).json().file;
    const deep = randomBytes(3000);
    await upload(me.headers, [{ name: 'deep.bin', content: deep }], { parentId: sub.id });
    await upload(me.headers, [text('top.txt')], { parentId: folder.id });
    const [keep] = (await upload(me.headers, [text('keep.txt')])).json().files;
    expect(onDisk(deep)).toBe(true);

    const response = await post('/api/files/delete', { fileIds: [folder.id] }, me.headers);
    expect(response.statusCode).toBe(200);
    expect(
      (await get('/api/files', me.headers)).json().files.map((item: { name: string }) => item.name),
    ).toEqual(['keep.txt']);
    // In the trash: still stored and still counted.
    expect(await storedCount(me.id)).toEqual({ files: 5, uploads: 3 });
    const inTrash = (await get('/api/files/usage', me.headers)).json().usage;
    expect(inTrash.trash).toBe(inTrash.used - keep.size);
    expect(inTrash.used).toBeGreaterThan(keep.size);

    const emptied = await post('/api/files/trash/empty', {}, me.headers);
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().freed).toBe(inTrash.trash);
    expect(await storedCount(me.id)).toEqual({ files: 1, uploads: 1 });
    expect(onDisk(deep)).toBe(false);
    expect((await get('/api/files/usage', me.headers)).json().usage).toMatchObject({
      used: keep.size,
      trash: 0,
    });
  });

  it('is all or nothing, and validates the list', async () => {
    const me = await owner();
    const stranger = await owner();
    const [mine] = (await upload(me.headers, [text('mine.txt')])).json().files;
    const [theirs] = (await upload(stranger.headers, [text('theirs.txt')])).json().files;
    expect(
      (await post('/api/files/delete', { fileIds: [mine.id, theirs.id] }, me.headers)).statusCode,
    ).toBe(404);
    expect((await storedCount(me.id)).files).toBe(1);
    expect((await post('/api/files/delete', { fileIds: ['nope'] }, me.headers)).statusCode).toBe(
      400,
    );
  });
});

describe('seeded files', () => {
  it('gives each demo account a folder tree of a few dozen real files, some shared', async () => {
    for (const email of ['demo@keel.dev', 'member@keel.dev']) {
      const session = await signIn(t.app, email);
      const root = (await get('/api/files?pageSize=100', session.headers)).json();
      expect(
        root.files.filter((item: { type: string }) => item.type === 'folder').length,
      ).toBeGreaterThanOrEqual(4);
      const everything = (await get('/api/files?q=.&pageSize=100', session.headers)).json();
      expect(everything.total).toBeGreaterThanOrEqual(24);
      const pdfItem = everything.files.find((item: { type: string }) => item.type === 'pdf');
      const download = await t.app.inject({ method: 'GET', url: pdfItem.url });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await get('/api/files?scope=shared', session.headers)).json().total).toBeGreaterThan(
        0,
      );
    }
  });
});
