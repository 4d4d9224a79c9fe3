import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoutes } from '@keel/contracts/route';
import { api, mutationFor, queryFor } from './api.ts';
import { makeStore } from './store.ts';

const NoteSchema = z.object({ id: z.string(), text: z.string() });
const table = defineRoutes('notes', {
  list: {
    method: 'GET',
    path: '/api/notes',
    summary: 'Notes',
    access: 'signed-in',
    query: z.object({ q: z.string().optional() }),
    response: z.object({ notes: z.array(NoteSchema) }),
  },
  create: {
    method: 'POST',
    path: '/api/notes/new',
    summary: 'New note',
    access: 'signed-in',
    body: z.object({ text: z.string() }),
    response: z.object({ note: NoteSchema }),
  },
  one: {
    method: 'GET',
    path: '/api/notes/:id',
    summary: 'One note',
    access: 'signed-in',
    params: z.object({ id: z.string() }),
    response: z.object({ note: NoteSchema }),
  },
});

const notesApi = api.enhanceEndpoints({ addTagTypes: ['Note'] }).injectEndpoints({
  endpoints: (build) => ({
    notes: queryFor(build, table.routes.list, { providesTags: ['Note'] }),
    note: queryFor(build, table.routes.one),
    createNote: mutationFor(build, table.routes.create, { invalidatesTags: ['Note'] }),
  }),
});

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('RTK Query on the route tables, in our store', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('calls the route with its query and path parameters and caches the answer', async () => {
    const store = makeStore();
    fetchMock.mockResolvedValueOnce(answer({ notes: [{ id: 'a', text: 'x' }] }));
    const first = await store.dispatch(notesApi.endpoints.notes.initiate({ query: { q: 'x' } }));
    expect(first.data).toEqual({ notes: [{ id: 'a', text: 'x' }] });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/notes\?q=x$/);
    // The same query again is served from the cache.
    await store.dispatch(notesApi.endpoints.notes.initiate({ query: { q: 'x' } }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(answer({ note: { id: 'a b', text: 'x' } }));
    await store.dispatch(notesApi.endpoints.note.initiate({ params: { id: 'a b' } }));
    expect(String(fetchMock.mock.calls[1]![0])).toMatch(/\/api\/notes\/a%20b$/);
  });

  it('refetches a subscribed query when a mutation invalidates its tag', async () => {
    const store = makeStore();
    fetchMock.mockResolvedValueOnce(answer({ notes: [] }));
    const subscription = store.dispatch(notesApi.endpoints.notes.initiate({ query: {} }));
    await subscription;
    fetchMock
      .mockResolvedValueOnce(answer({ note: { id: 'n', text: 'hi' } }))
      .mockResolvedValueOnce(answer({ notes: [{ id: 'n', text: 'hi' }] }));
    const created = await store
      .dispatch(notesApi.endpoints.createNote.initiate({ body: { text: 'hi' } }))
      .unwrap();
    expect(created.note.text).toBe('hi');
    const [, init] = fetchMock.mock.calls[1]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"text":"hi"}');
    await vi.waitFor(() => {
      expect(
        notesApi.endpoints.notes.select({ query: {} })(store.getState() as never).data,
      ).toEqual({
        notes: [{ id: 'n', text: 'hi' }],
      });
    });
    subscription.unsubscribe();
  });

  it("empties the cache on sign-out: the next account never sees the last one's data", async () => {
    const store = makeStore();
    fetchMock.mockResolvedValueOnce(answer({ notes: [{ id: 'a', text: 'mine' }] }));
    await store.dispatch(notesApi.endpoints.notes.initiate({ query: {} }));
    const cached = () =>
      notesApi.endpoints.notes.select({ query: {} })(store.getState() as never).data;
    expect(cached()).toBeDefined();
    store.dispatch({ type: 'session/loggedOut' });
    expect(cached()).toBeUndefined();
  });

  it('rejects with the server error body, as the http client does', async () => {
    const store = makeStore();
    fetchMock.mockResolvedValueOnce(answer({ message: 'Text is required' }, 400));
    await expect(
      store.dispatch(notesApi.endpoints.createNote.initiate({ body: { text: '' } })).unwrap(),
    ).rejects.toEqual({ message: 'Text is required' });
  });
});
