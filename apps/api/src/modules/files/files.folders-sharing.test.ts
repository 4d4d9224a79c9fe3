// Organising and sharing files (docs/spec/pages.md#file-manager): folders, rename, move, tags, favourites, filters,
// and sharing with its view / edit / owner permissions.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { filesTestKit, text } from './files.test-kit.ts';

const { t, member, get, post, owner, upload } = filesTestKit();

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
