// The file manager's list is an RTK Query page tagged 'File' (the list and each row): a rename
// replaces its row at once and the list is read again by its tag; a move to the trash takes the
// rows away (the total too) and reads the list again; a listed row's own tag reads it again,
// another file's does not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../lib/store.ts';
import { filesApi } from './files.api.ts';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const file = (id: string, name = `${id}.txt`) => ({ id, name, type: 'file', isFavorited: false });
const LIST = { query: { scope: 'mine' as const, page: 1, pageSize: 10 } };

describe('file list endpoint', () => {
  const fetchMock = vi.fn<typeof fetch>();
  // What the server holds.
  let files: ReturnType<typeof file>[] = [];
  // Holds the list's answers back while set, to see the list before it is read again.
  let listHeld: Promise<void> | null = null;
  beforeEach(() => {
    files = [file('f1'), file('f2'), file('f3')];
    listHeld = null;
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      const { pathname } = new URL(String(url), 'http://x');
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      if (pathname === '/api/files/update') {
        const renamed = file(body.fileId, body.file.name);
        files = files.map((entry) => (entry.id === renamed.id ? renamed : entry));
        return answer({ file: renamed });
      }
      if (pathname === '/api/files/delete') {
        files = files.filter((entry) => !body.fileIds.includes(entry.id));
        return answer({});
      }
      const shown = files;
      await listHeld;
      return answer({ files: shown, total: shown.length + 10 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const reads = () =>
    fetchMock.mock.calls.filter(
      ([url, init]) =>
        init?.method !== 'POST' && new URL(String(url), 'http://x').pathname === '/api/files',
    ).length;

  async function openList() {
    const store = makeStore();
    const subscription = store.dispatch(filesApi.endpoints.fileList.initiate(LIST));
    await subscription;
    const state = () => filesApi.endpoints.fileList.select(LIST)(store.getState() as never);
    let release = () => {};
    listHeld = new Promise((resolve) => (release = resolve));
    return { store, state, release, close: () => subscription.unsubscribe() };
  }

  it('a rename replaces the row at once, then the list is read again', async () => {
    const { store, state, release, close } = await openList();
    await store
      .dispatch(
        filesApi.endpoints.updateFile.initiate({
          body: { fileId: 'f2', file: { name: 'renamed.txt' } },
        }),
      )
      .unwrap();
    await vi.waitFor(() => expect(state().data?.files[1]?.name).toBe('renamed.txt'));
    await vi.waitFor(() => expect(reads()).toBe(2));
    expect(state().status).toBe('pending');
    release();
    await vi.waitFor(() => expect(state().status).toBe('fulfilled'));
    expect(state().data?.files.map((entry) => entry.name)).toEqual([
      'f1.txt',
      'renamed.txt',
      'f3.txt',
    ]);
    close();
  });

  it('a move to the trash takes the rows away at once, then the list is read again', async () => {
    const { store, state, release, close } = await openList();
    await store
      .dispatch(filesApi.endpoints.deleteFiles.initiate({ body: { fileIds: ['f1', 'f3'] } }))
      .unwrap();
    await vi.waitFor(() => expect(state().data?.files.map((entry) => entry.id)).toEqual(['f2']));
    expect(state().data?.total).toBe(11);
    await vi.waitFor(() => expect(reads()).toBe(2));
    release();
    await vi.waitFor(() => expect(state().status).toBe('fulfilled'));
    expect(state().data).toMatchObject({ files: [{ id: 'f2' }], total: 11 });
    close();
  });

  it('a listed file’s tag reads the list again, another file’s does not', async () => {
    const { store, release, close } = await openList();
    release();
    store.dispatch(filesApi.util.invalidateTags([{ type: 'File', id: 'f2' }]));
    await vi.waitFor(() => expect(reads()).toBe(2));
    store.dispatch(filesApi.util.invalidateTags([{ type: 'File', id: 'not-listed' }]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(2);
    close();
  });
});
