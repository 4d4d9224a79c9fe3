import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFile, uploadsRoot } from '@keel/db/content-store';
import { files } from '@keel/db/schema/files';
import { uploads } from '@keel/db/schema/uploads';
import { multipartBody, type MultipartFilePart } from '../../test/multipart-body.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

const MAX_FILE = 64 * 1024;
const QUOTA = 256 * 1024;
const DATA_DIR = '/tmp/keel-test-data';

let t: TestApp;
let member: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp({
    FILES_MAX_FILE_BYTES: String(MAX_FILE),
    FILES_QUOTA_BYTES: String(QUOTA),
  });
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function owner() {
  const email = `files.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.org`;
  const body = (
    await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { email, password: 'long-password', firstName: 'File', lastName: 'Owner' },
    })
  ).json();
  return {
    id: body.user.id as string,
    email,
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}

async function upload(
  headers: Headers,
  parts: MultipartFilePart[],
  fields: Record<string, string> = {},
) {
  const body = multipartBody('files', parts, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const text = (name: string, content = `hello from ${name} ${randomBytes(8).toString('hex')}`) => ({
  name,
  content: Buffer.from(content),
  type: 'text/plain',
});
const storedCount = async (userId: string) => {
  const [fileRows] = await t.database.db
    .select({ value: count() })
    .from(files)
    .where(eq(files.ownerId, userId));
  const [uploadRows] = await t.database.db
    .select({ value: count() })
    .from(uploads)
    .where(eq(uploads.ownerId, userId));
  return { files: fileRows?.value ?? 0, uploads: uploadRows?.value ?? 0 };
};
const onDisk = (content: Buffer) =>
  existsSync(
    contentFile(uploadsRoot(DATA_DIR), createHash('sha256').update(content).digest('hex')),
  );

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
    const tampered = item.url.replace(/signature=./, 'signature=A');
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

describe('folders, rename, move, tags, favourites', () => {
  it('creates folders, uploads into them and totals their contents', async () => {
    const me = await owner();
    const docs = (
      await post('/api/files/folders/new', { name: 'Documents', parentId: null }, me.headers)
    ).json().file;
    expect(docs).toMatchObject({
      name: 'Documents',
      type: 'folder',
      totalFiles: 0,
      size: 0,
      url: null,
    });
    const inner = (
      await post('/api/files/folders/new', { name: 'Contracts', parentId: docs.id }, me.headers)
    ).json().file;
    await upload(me.headers, [text('a.txt', 'aaaa')], { parentId: docs.id });
    await upload(me.headers, [text('b.txt', 'bbbbbb')], { parentId: inner.id });
    const root = (await get('/api/files', me.headers)).json();
    expect(root.files.map((item: { name: string }) => item.name)).toEqual(['Documents']);
    expect(root.files[0]).toMatchObject({ totalFiles: 2, size: 10 });
    const inside = (await get(`/api/files?parentId=${docs.id}`, me.headers)).json();
    expect(inside.files.map((item: { name: string }) => item.name)).toEqual(['Contracts', 'a.txt']);
    const one = await get(`/api/files/file?fileId=${inner.id}`, me.headers);
    expect(one.json().file).toMatchObject({
      id: inner.id,
      name: 'Contracts',
      parentId: docs.id,
      totalFiles: 1,
    });
    const stranger = await owner();
    expect((await get(`/api/files/file?fileId=${inner.id}`, stranger.headers)).statusCode).toBe(
      404,
    );
    const folders = (await get('/api/files/folders', me.headers)).json().folders;
    expect(folders.map((folder: { name: string }) => folder.name)).toEqual([
      'Contracts',
      'Documents',
    ]);
  });

  it('validates names and refuses a duplicate in one folder with 409', async () => {
    const me = await owner();
    await post('/api/files/folders/new', { name: 'Photos', parentId: null }, me.headers);
    const duplicate = await post(
      '/api/files/folders/new',
      { name: 'photos', parentId: null },
      me.headers,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A file with this name already exists in this folder');
    const blank = await post('/api/files/folders/new', { name: ' ', parentId: null }, me.headers);
    expect(blank.json().fields.name).toBe('Name is required');
    const long = await post(
      '/api/files/folders/new',
      { name: 'x'.repeat(101), parentId: null },
      me.headers,
    );
    expect(long.json().fields.name).toBe('Name must be at most 100 characters');
  });

  it('renames (type follows the extension), tags and refuses a taken name', async () => {
    const me = await owner();
    const [a, b] = (await upload(me.headers, [text('draft.txt'), text('other.txt')])).json().files;
    const renamed = await post(
      '/api/files/update',
      { fileId: a.id, file: { name: 'final.md', tags: ['Work', 'work', 'urgent'] } },
      me.headers,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().file).toMatchObject({
      name: 'final.md',
      type: 'md',
      tags: ['urgent', 'Work'],
    });
    const taken = await post(
      '/api/files/update',
      { fileId: b.id, file: { name: 'FINAL.md' } },
      me.headers,
    );
    expect(taken.statusCode).toBe(409);
    const badTags = await post(
      '/api/files/update',
      { fileId: b.id, file: { tags: ['x'.repeat(31)] } },
      me.headers,
    );
    expect(badTags.statusCode).toBe(400);
    expect((await get(`/api/files?q=other`, me.headers)).json().files[0].tags).toEqual([]);
  });

  it('moves into folders but never a folder into itself', async () => {
    const me = await owner();
    const outer = (
      await post('/api/files/folders/new', { name: 'Outer', parentId: null }, me.headers)
    ).json().file;
    const inner = (
      await post('/api/files/folders/new', { name: 'Inner', parentId: outer.id }, me.headers)
    ).json().file;
    const [file] = (await upload(me.headers, [text('move-me.txt')])).json().files;
    const moved = await post(
      '/api/files/update',
      { fileId: file.id, file: { parentId: inner.id } },
      me.headers,
    );
    expect(moved.json().file.parentId).toBe(inner.id);
    const loop = await post(
      '/api/files/update',
      { fileId: outer.id, file: { parentId: inner.id } },
      me.headers,
    );
    expect(loop.statusCode).toBe(400);
    expect(loop.json().message).toBe('A folder cannot be moved into itself');
    const back = await post(
      '/api/files/update',
      { fileId: file.id, file: { parentId: null } },
      me.headers,
    );
    expect(back.json().file.parentId).toBeNull();
  });

  it('favourites per user, listed under the Favourites scope', async () => {
    const me = await owner();
    const [a] = (await upload(me.headers, [text('star.txt'), text('plain.txt')])).json().files;
    const starred = await post(
      '/api/files/favorite',
      { fileId: a.id, isFavorited: true },
      me.headers,
    );
    expect(starred.json().file.isFavorited).toBe(true);
    const favorites = (await get('/api/files?scope=favorites', me.headers)).json();
    expect(favorites.files.map((item: { name: string }) => item.name)).toEqual(['star.txt']);
    await post('/api/files/favorite', { fileId: a.id, isFavorited: false }, me.headers);
    expect((await get('/api/files?scope=favorites', me.headers)).json().total).toBe(0);
  });

  it('filters by name, type and modified date, and sorts', async () => {
    const me = await owner();
    await post('/api/files/folders/new', { name: 'Zeta folder', parentId: null }, me.headers);
    await upload(me.headers, [
      text('alpha.txt'),
      { name: 'beta.png', content: randomBytes(100) },
      { name: 'gamma.pdf', content: randomBytes(50) },
    ]);
    const images = (await get('/api/files?types=image', me.headers)).json();
    expect(images.files.map((item: { name: string }) => item.name)).toEqual(['beta.png']);
    const several = (
      await get('/api/files?types=image,pdf,folder&sort=name:asc', me.headers)
    ).json();
    expect(several.files.map((item: { name: string }) => item.name)).toEqual([
      'Zeta folder',
      'beta.png',
      'gamma.pdf',
    ]);
    expect((await get('/api/files?q=ALPH', me.headers)).json().total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/files?from=${today}&to=${today}`, me.headers)).json().total).toBe(4);
    expect((await get('/api/files?to=2001-01-01', me.headers)).json().total).toBe(0);
    const bySize = (await get('/api/files?sort=size:desc&pageSize=2', me.headers)).json();
    expect(bySize.total).toBe(4);
    expect(bySize.files.map((item: { name: string }) => item.name)).toEqual([
      'Zeta folder',
      'beta.png',
    ]);
    expect((await get('/api/files?types=spreadsheet', me.headers)).statusCode).toBe(400);
    expect((await get('/api/files?from=yesterday', me.headers)).statusCode).toBe(400);
  });
});

describe('sharing and permissions', () => {
  it('shares with a member who is notified, sees it under Shared with me and downloads it', async () => {
    const me = await owner();
    const content = randomBytes(5000);
    const [file] = (await upload(me.headers, [{ name: 'plan.bin', content }])).json().files;
    const shared = await post(
      '/api/files/share',
      { fileId: file.id, emails: ['member@keel.dev'], permission: 'view' },
      me.headers,
    );
    expect(shared.statusCode).toBe(200);
    expect(shared.json().file.shared).toMatchObject([
      { email: 'member@keel.dev', permission: 'view' },
    ]);

    const { notifications } = (await get('/api/notifications', member.headers)).json();
    expect(notifications[0]).toMatchObject({
      type: 'file_shared',
      description: 'plan.bin',
      isUnRead: true,
    });

    const list = (await get('/api/files?scope=shared', member.headers)).json();
    const seen = list.files.find((item: { id: string }) => item.id === file.id);
    expect(seen).toMatchObject({ access: 'view', owner: { email: me.email } });
    const download = await t.app.inject({ method: 'GET', url: seen.url });
    expect(download.rawPayload.equals(content)).toBe(true);
  });

  it('lets a viewer look but not change; an editor rename and tag; only the owner delete or share', async () => {
    const me = await owner();
    const [file] = (await upload(me.headers, [text('contract.txt')])).json().files;
    await post('/api/files/share', { fileId: file.id, emails: ['member@keel.dev'] }, me.headers);
    expect(
      (
        await post(
          '/api/files/update',
          { fileId: file.id, file: { name: 'x.txt' } },
          member.headers,
        )
      ).statusCode,
    ).toBe(403);
    await post(
      '/api/files/share/update',
      { fileId: file.id, userId: member.userId, permission: 'edit' },
      me.headers,
    );
    const renamed = await post(
      '/api/files/update',
      { fileId: file.id, file: { name: 'contract-v2.txt', tags: ['legal'] } },
      member.headers,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().file).toMatchObject({
      name: 'contract-v2.txt',
      tags: ['legal'],
      access: 'edit',
    });
    expect(
      (
        await post(
          '/api/files/update',
          { fileId: file.id, file: { parentId: null } },
          member.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/files/delete', { fileIds: [file.id] }, member.headers)).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/api/files/share',
          { fileId: file.id, emails: ['demo@keel.dev'] },
          member.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/api/files/share/remove',
          { fileId: file.id, userId: member.userId },
          member.headers,
        )
      ).statusCode,
    ).toBe(404);
    // Still there for the owner.
    expect((await get(`/api/files?q=contract`, me.headers)).json().total).toBe(1);

    const removed = await post(
      '/api/files/share/remove',
      { fileId: file.id, userId: member.userId },
      me.headers,
    );
    expect(removed.json().file.shared).toEqual([]);
    expect((await get(`/api/files/link?fileId=${file.id}`, member.headers)).statusCode).toBe(404);
  });

  it("answers 404 for another user's file on every call", async () => {
    const me = await owner();
    const stranger = await owner();
    const [file] = (await upload(me.headers, [text('private.txt')])).json().files;
    const calls = [
      get(`/api/files/link?fileId=${file.id}`, stranger.headers),
      get(`/api/files?parentId=${file.id}`, stranger.headers),
      post('/api/files/update', { fileId: file.id, file: { name: 'mine.txt' } }, stranger.headers),
      post('/api/files/favorite', { fileId: file.id, isFavorited: true }, stranger.headers),
      post('/api/files/share', { fileId: file.id, emails: [stranger.email] }, stranger.headers),
      post(
        '/api/files/share/update',
        { fileId: file.id, userId: stranger.id, permission: 'edit' },
        stranger.headers,
      ),
      post('/api/files/delete', { fileIds: [file.id] }, stranger.headers),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('File not found');
    }
    expect((await get('/api/files?scope=shared', stranger.headers)).json().total).toBe(0);
  });

  it('shares a folder with everything inside it', async () => {
    const me = await owner();
    const folder = (
      await post('/api/files/folders/new', { name: 'Team', parentId: null }, me.headers)
    ).json().file;
    const [inside] = (
      await upload(me.headers, [text('inside.txt')], { parentId: folder.id })
    ).json().files;
    await post(
      '/api/files/share',
      { fileId: folder.id, emails: ['member@keel.dev'], permission: 'view' },
      me.headers,
    );
    const children = (await get(`/api/files?parentId=${folder.id}`, member.headers)).json();
    expect(children.files.map((item: { id: string }) => item.id)).toEqual([inside.id]);
    expect(children.files[0].access).toBe('view');
    expect((await get(`/api/files?scope=shared&q=inside`, member.headers)).json().total).toBe(1);
    expect((await get(`/api/files/link?fileId=${inside.id}`, member.headers)).statusCode).toBe(200);
  });

  it('refuses unknown e-mails and sharing with yourself', async () => {
    const me = await owner();
    const [file] = (await upload(me.headers, [text('x.txt')])).json().files;
    const unknown = await post(
      '/api/files/share',
      { fileId: file.id, emails: ['ghost@example.org'] },
      me.headers,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No Keel user with e-mail ghost@example.org');
    const self = await post(
      '/api/files/share',
      { fileId: file.id, emails: [me.email] },
      me.headers,
    );
    expect(self.json().message).toBe('You cannot share a file with yourself');
    expect(
      (await post('/api/files/share', { fileId: file.id, emails: [] }, me.headers)).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          '/api/files/share/update',
          { fileId: file.id, userId: member.userId, permission: 'edit' },
          me.headers,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/files/delete', () => {
  it('deletes a folder with its contents and frees the space', async () => {
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
    expect(await storedCount(me.id)).toEqual({ files: 1, uploads: 1 });
    expect(onDisk(deep)).toBe(false);
    expect((await get('/api/files/usage', me.headers)).json().usage.used).toBe(keep.size);
    expect(
      (await get('/api/files', me.headers)).json().files.map((item: { name: string }) => item.name),
    ).toEqual(['keep.txt']);
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
