// A profile's feed is an RTK Query infinite query: a new post shows on top of my feed at once and
// the feed and the profile are read again; a like shows at once and is undone if refused; a
// comment replaces the post from the answer without reading the feed again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../lib/store.ts';
import { profileEndpoints } from './profile.api.ts';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const me = { id: 'u1', slug: 'jayvion', displayName: 'Jayvion Simon', photoURL: null };
const post = (id: string, changes: object = {}) => ({
  id,
  author: me,
  message: id,
  media: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  likeCount: 0,
  isLiked: false,
  personLikes: [],
  comments: [],
  ...changes,
});

describe('profile feed endpoints', () => {
  const fetchMock = vi.fn<typeof fetch>();
  // What the server holds: seven posts, newest first.
  let posts: ReturnType<typeof post>[] = [];
  let likeRefused = false;
  // Holds the feed's answers back while set, to see the feed before it is read again.
  let feedHeld: Promise<void> | null = null;
  beforeEach(() => {
    feedHeld = null;
    posts = Array.from({ length: 7 }, (_, index) => post(`p${7 - index}`));
    likeRefused = false;
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      const { pathname, searchParams } = new URL(String(url), 'http://x');
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      if (pathname === '/api/profile/posts/new') {
        const created = post('p8', { message: body.message });
        posts = [created, ...posts];
        return answer({ post: created });
      }
      if (pathname === '/api/profile/posts/like') {
        if (likeRefused) return answer({ message: 'Post not found' }, 404);
        return answer({
          post: post(body.postId, { isLiked: true, likeCount: 1, personLikes: [me] }),
        });
      }
      if (pathname === '/api/profile/posts/comments/new') {
        const comment = {
          id: 'c1',
          author: me,
          message: body.message,
          createdAt: '2026-01-02T00:00:00.000Z',
        };
        return answer({ post: post(body.postId, { comments: [comment] }) });
      }
      if (pathname === '/api/profile') return answer({ profile: { id: 'u1' } });
      const page = Number(searchParams.get('page'));
      const held = posts;
      await feedHeld;
      return answer({ posts: held.slice((page - 1) * 5, page * 5), total: held.length });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const reads = (path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) =>
        init?.method !== 'POST' && new URL(String(url), 'http://x').pathname === path,
    ).length;

  async function openFeed() {
    const store = makeStore();
    const feed = profileEndpoints.endpoints.profilePosts;
    const subscription = store.dispatch(feed.initiate(''));
    await subscription;
    const shown = () =>
      feed
        .select('')(store.getState() as never)
        .data?.pages.flatMap((page) => page.posts);
    return { store, shown, close: () => subscription.unsubscribe() };
  }

  it('loads five posts, then the rest with "Load more"', async () => {
    const { store, shown, close } = await openFeed();
    expect(shown()?.map((entry) => entry.id)).toEqual(['p7', 'p6', 'p5', 'p4', 'p3']);
    await store.dispatch(
      profileEndpoints.endpoints.profilePosts.initiate('', { direction: 'forward' }),
    );
    expect(shown()?.map((entry) => entry.id)).toEqual(['p7', 'p6', 'p5', 'p4', 'p3', 'p2', 'p1']);
    close();
  });

  it('a new post is on top at once, then the feed and the profile are read again', async () => {
    const { store, shown, close } = await openFeed();
    const profile = store.dispatch(
      profileEndpoints.endpoints.profile.initiate({ query: { user: undefined } }),
    );
    await profile;
    let release = () => {};
    feedHeld = new Promise((resolve) => (release = resolve));
    await store
      .dispatch(
        profileEndpoints.endpoints.newProfilePost.initiate({
          body: { message: 'Hello', media: null },
        }),
      )
      .unwrap();
    // On top from the answer while the feed is being read again (its tag was invalidated).
    await vi.waitFor(() => expect(shown()?.[0]).toMatchObject({ id: 'p8', message: 'Hello' }));
    await vi.waitFor(() => {
      expect(reads('/api/profile/posts')).toBe(2);
      expect(reads('/api/profile')).toBe(2);
    });
    expect(
      profileEndpoints.endpoints.profilePosts.select('')(store.getState() as never).status,
    ).toBe('pending');
    release();
    await vi.waitFor(() =>
      expect(shown()?.map((entry) => entry.id)).toEqual(['p8', 'p7', 'p6', 'p5', 'p4']),
    );
    profile.unsubscribe();
    close();
  });

  it('a like shows at once and the answer replaces the post, with no read of the feed', async () => {
    const { store, shown, close } = await openFeed();
    const like = store.dispatch(
      profileEndpoints.endpoints.likeProfilePost.initiate({ body: { postId: 'p6', liked: true } }),
    );
    expect(shown()?.[1]).toMatchObject({ id: 'p6', isLiked: true, likeCount: 1, personLikes: [] });
    await like.unwrap();
    await vi.waitFor(() => expect(shown()?.[1]?.personLikes).toEqual([me]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads('/api/profile/posts')).toBe(1);
    close();
  });

  it('a refused like is undone', async () => {
    likeRefused = true;
    const { store, shown, close } = await openFeed();
    const like = store.dispatch(
      profileEndpoints.endpoints.likeProfilePost.initiate({ body: { postId: 'p6', liked: true } }),
    );
    expect(shown()?.[1]).toMatchObject({ isLiked: true, likeCount: 1 });
    await expect(like.unwrap()).rejects.toMatchObject({ message: 'Post not found' });
    await vi.waitFor(() => expect(shown()?.[1]).toMatchObject({ isLiked: false, likeCount: 0 }));
    close();
  });

  it('a comment replaces its post from the answer', async () => {
    const { store, shown, close } = await openFeed();
    await store
      .dispatch(
        profileEndpoints.endpoints.commentProfilePost.initiate({
          body: { postId: 'p5', message: 'Nice' },
        }),
      )
      .unwrap();
    await vi.waitFor(() => expect(shown()?.[2]?.comments).toMatchObject([{ message: 'Nice' }]));
    expect(reads('/api/profile/posts')).toBe(1);
    close();
  });
});
