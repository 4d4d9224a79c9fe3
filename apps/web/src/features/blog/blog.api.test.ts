// Which blog reads a write refreshes: counting a view refreshes the lists only (not the open post
// nor its recent posts, or each opened post would be read twice), deleting refreshes the post
// and the lists, and a publish refreshes the lists and leaves the open post to be patched from its answer.
// A comment reads that post's comment pages again (not another post's); a search typed twice
// asks once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../lib/store.ts';
import { blogEndpoints } from './blog.api.ts';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const post = { id: 'p1', slug: 'hello', view: 1, publish: false };

describe('blog endpoints', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      const path = new URL(String(url), 'http://x').pathname;
      if (init?.method === 'POST')
        return answer(
          path.endsWith('/view')
            ? { view: 2 }
            : path.endsWith('/comments/new')
              ? { comment: { id: 'c0' }, count: 13 }
              : path.endsWith('/delete')
                ? {}
                : { post: { ...post, publish: true } },
        );
      if (path === '/api/blog/post') return answer({ post });
      if (path === '/api/blog/posts/recent') return answer({ recentPosts: [] });
      if (path === '/api/blog/posts/search') return answer({ results: [] });
      if (path === '/api/blog/comments') {
        const page = Number(new URL(String(url), 'http://x').searchParams.get('page'));
        const comments = Array.from({ length: page === 1 ? 10 : 2 }, (_, index) => ({
          id: `c${page}-${index}`,
        }));
        return answer({ comments, total: 12 });
      }
      return answer({ posts: [], total: 0, counts: { all: 0, published: 0, draft: 0 } });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const reads = () => fetchMock.mock.calls.filter(([, init]) => init?.method !== 'POST').length;

  async function openPost() {
    const store = makeStore();
    const subscriptions = [
      store.dispatch(blogEndpoints.endpoints.blogPost.initiate({ query: { title: 'hello' } })),
      store.dispatch(
        blogEndpoints.endpoints.recentBlogPosts.initiate({ query: { title: 'hello' } }),
      ),
      store.dispatch(blogEndpoints.endpoints.blogPosts.initiate({ query: {} })),
    ];
    await Promise.all(subscriptions);
    return { store, close: () => subscriptions.forEach((each) => each.unsubscribe()) };
  }

  it('a view reads only the list again', async () => {
    const { store, close } = await openPost();
    const before = reads();
    await store
      .dispatch(
        blogEndpoints.endpoints.viewBlogPost.initiate({ body: { postId: 'p1', sessionId: 's' } }),
      )
      .unwrap();
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(before + 1);
    close();
  });

  it('a delete reads the post and both lists again', async () => {
    const { store, close } = await openPost();
    const before = reads();
    await store
      .dispatch(blogEndpoints.endpoints.removeBlogPost.initiate({ body: { postId: 'p1' } }))
      .unwrap();
    await vi.waitFor(() => expect(reads()).toBe(before + 3));
    close();
  });

  it('a publish reads the lists again, not the open post', async () => {
    const { store, close } = await openPost();
    const before = reads();
    await store
      .dispatch(
        blogEndpoints.endpoints.publishBlogPost.initiate({ body: { postId: 'p1', publish: true } }),
      )
      .unwrap();
    await vi.waitFor(() => expect(reads()).toBe(before + 2));
    const posts = fetchMock.mock.calls
      .slice(-2)
      .map(([url]) => new URL(String(url), 'http://x').pathname);
    expect(posts.sort()).toEqual(['/api/blog/posts', '/api/blog/posts/recent']);
    close();
  });

  const asked = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);

  it('a comment reads the pages shown of that post’s comments again, not another post’s', async () => {
    const store = makeStore();
    const comments = blogEndpoints.endpoints.blogComments;
    const mine = store.dispatch(comments.initiate('p1'));
    const theirs = store.dispatch(comments.initiate('p2'));
    await Promise.all([mine, theirs]);
    await store.dispatch(comments.initiate('p1', { direction: 'forward' }));
    const pages = comments.select('p1')(store.getState() as never).data?.pages;
    expect(pages?.flatMap((page) => page.comments)).toHaveLength(12);
    const before = asked('/api/blog/comments').length;

    await store
      .dispatch(
        blogEndpoints.endpoints.commentBlogPost.initiate({
          body: { postId: 'p1', message: 'Hello' },
        }),
      )
      .unwrap();
    await vi.waitFor(() => expect(asked('/api/blog/comments').length).toBe(before + 2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = asked('/api/blog/comments').slice(before);
    expect(again).toHaveLength(2);
    expect(
      again.map(([url]) => new URL(String(url), 'http://x').searchParams.get('postId')),
    ).toEqual(['p1', 'p1']);
    mine.unsubscribe();
    theirs.unsubscribe();
  });

  it('a search asked twice at once, or again later, reaches the server once', async () => {
    const store = makeStore();
    const search = blogEndpoints.endpoints.blogSearch;
    const first = store.dispatch(search.initiate({ query: { query: 'react' } }));
    const second = store.dispatch(search.initiate({ query: { query: 'react' } }));
    await Promise.all([first, second]);
    const third = store.dispatch(search.initiate({ query: { query: 'react' } }));
    await third;
    expect(asked('/api/blog/posts/search')).toHaveLength(1);
    [first, second, third].forEach((each) => each.unsubscribe());
  });
});
