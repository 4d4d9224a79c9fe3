// A product's reviews are RTK Query pages: a page asked again comes from the cache, a new review
// reads that product's pages again (not another product's), and a helpful vote patches the page
// showing the review from the answer without reading it again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../lib/store.ts';
import { productEndpoints } from './product.api.ts';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const review = (id: string, helpful = 0) => ({
  id,
  name: 'Jayvion Simon',
  avatarUrl: null,
  comment: 'Good',
  rating: 5,
  isPurchased: true,
  helpful,
  isHelpfulVoted: helpful > 0,
  postedAt: '2026-01-01T00:00:00.000Z',
});
const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';

describe('product review endpoints', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => {
      const { pathname, searchParams } = new URL(String(url), 'http://x');
      if (pathname === '/api/products/reviews/helpful')
        return answer({ review: review('r1-2', 1) });
      if (pathname === '/api/products/reviews/new') return answer({ product: { id: P1 } });
      const page = Number(searchParams.get('page'));
      const product = searchParams.get('productId');
      return answer({
        reviews: [review(`r${page}-1`), review(`r${page}-2`)].map((entry) =>
          product === P1 ? entry : { ...entry, id: `other-${entry.id}` },
        ),
        total: 4,
      });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const reads = (productId: string) =>
    fetchMock.mock.calls.filter(([url]) => {
      const { pathname, searchParams } = new URL(String(url), 'http://x');
      return pathname === '/api/products/reviews' && searchParams.get('productId') === productId;
    }).length;
  const pageOf = (productId: string, page: number) => ({
    query: { productId, page, pageSize: 2 },
  });

  async function openPages() {
    const store = makeStore();
    const pages = productEndpoints.endpoints.productReviews;
    const subscriptions = [
      store.dispatch(pages.initiate(pageOf(P1, 1))),
      store.dispatch(pages.initiate(pageOf(P1, 2))),
      store.dispatch(pages.initiate(pageOf(P2, 1))),
    ];
    await Promise.all(subscriptions);
    const shown = (productId: string, page: number) =>
      pages.select(pageOf(productId, page))(store.getState() as never).data?.reviews;
    return { store, shown, close: () => subscriptions.forEach((each) => each.unsubscribe()) };
  }

  it('pages through the reviews, a page asked again coming from the cache', async () => {
    const { store, shown, close } = await openPages();
    expect(shown(P1, 2)?.map((entry) => entry.id)).toEqual(['r2-1', 'r2-2']);
    await store.dispatch(productEndpoints.endpoints.productReviews.initiate(pageOf(P1, 1)));
    expect(reads(P1)).toBe(2);
    close();
  });

  it('a new review reads that product’s pages again, not another product’s', async () => {
    const { store, close } = await openPages();
    await store
      .dispatch(
        productEndpoints.endpoints.reviewProduct.initiate({
          body: { productId: P1, rating: 4, comment: 'Nice' },
        }),
      )
      .unwrap();
    await vi.waitFor(() => expect(reads(P1)).toBe(4));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads(P1)).toBe(4);
    expect(reads(P2)).toBe(1);
    close();
  });

  it('a helpful vote patches the page showing the review, without reading it again', async () => {
    const { store, shown, close } = await openPages();
    await store
      .dispatch(
        productEndpoints.endpoints.markReviewHelpful.initiate({ body: { reviewId: 'r1-2' } }),
      )
      .unwrap();
    await vi.waitFor(() =>
      expect(shown(P1, 1)?.[1]).toMatchObject({ helpful: 1, isHelpfulVoted: true }),
    );
    expect(shown(P1, 1)?.[0]).toMatchObject({ helpful: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads(P1)).toBe(2);
    close();
  });
});
