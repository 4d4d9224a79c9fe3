// The order page's data: a status change, done or refused (409: someone else moved it first),
// reads the open order and the list again through their tags.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../lib/store.ts';
import { orderEndpoints } from './order.api.ts';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('order endpoints', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const reads = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path)
      .length;

  it.each([
    ['done', 200, { order: { id: 'o1' }, timeline: [] }],
    ['refused', 409, { message: 'Order changed meanwhile', code: 'CONFLICT' }],
  ])('a status change %s reads the order and the list again', async (_case, status, body) => {
    const store = makeStore();
    fetchMock.mockImplementation(async (url) => {
      const path = new URL(String(url), 'http://x').pathname;
      if (path === '/api/orders/status') return answer(body, status);
      if (path === '/api/orders') return answer({ orders: [], total: 0, counts: {} });
      return answer({ order: { id: 'o1' }, timeline: [] });
    });
    const order = store.dispatch(orderEndpoints.endpoints.order.initiate({ query: { id: 'o1' } }));
    const list = store.dispatch(orderEndpoints.endpoints.orders.initiate({ query: {} }));
    await Promise.all([order, list]);
    const before = { order: reads('/api/orders/order'), list: reads('/api/orders') };

    const change = store.dispatch(
      orderEndpoints.endpoints.changeOrderStatus.initiate({
        body: { orderId: 'o1', status: 'completed', note: '' },
      }),
    );
    await change.unwrap().catch(() => undefined);
    await vi.waitFor(() => {
      expect(reads('/api/orders/order')).toBe(before.order + 1);
      expect(reads('/api/orders')).toBe(before.list + 1);
    });
    order.unsubscribe();
    list.unsubscribe();
  });
});
