// A restore refreshes the record's History, the audit list and the record wherever its feature
// cached it (by the feature's tag name), and nothing more for a kanban card (its slice reloads).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../lib/store.ts';
import { historyApi, historyTag, restoredTags } from './audit.api.ts';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('record History endpoints', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("name the record's History, the audit list and the feature's tag", () => {
    expect(restoredTags('invoices', 'i1')).toEqual([
      { type: 'History', id: 'invoices:i1' },
      'Audit',
      'Invoice',
    ]);
    expect(restoredTags('blog_posts', 'b1')).toContain('BlogPost');
    expect(restoredTags('kanban_cards', 'k1')).toEqual([historyTag('kanban_cards', 'k1'), 'Audit']);
  });

  it("read the record's History again after a restore, not another record's", async () => {
    const store = makeStore();
    fetchMock.mockImplementation(async (_url, init) =>
      answer(init?.method === 'POST' ? { restoredFields: ['name'] } : { entries: [] }),
    );
    const mine = store.dispatch(
      historyApi.endpoints.recordHistory.initiate({
        query: { resource: 'products', recordId: 'p1' },
      }),
    );
    const other = store.dispatch(
      historyApi.endpoints.recordHistory.initiate({
        query: { resource: 'products', recordId: 'p2' },
      }),
    );
    await Promise.all([mine, other]);
    await store
      .dispatch(
        historyApi.endpoints.restoreVersion.initiate({
          body: { resource: 'products', recordId: 'p1', entryId: 'e1' },
        }),
      )
      .unwrap();
    const reads = (recordId: string) =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes(`recordId=${recordId}`)).length;
    await vi.waitFor(() => expect(reads('p1')).toBe(2));
    expect(reads('p2')).toBe(1);
    mine.unsubscribe();
    other.unsubscribe();
  });
});
