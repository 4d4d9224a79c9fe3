import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const draftInput = (title: string) => ({
  title,
  description: 'A short summary',
  body: '<p>Hello <strong>world</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>',
  cover: '/assets/blog/cover-01.webp',
  tags: ['Product', 'Guides'],
  publish: false,
  allowComments: true,
  metaTitle: title,
  metaDescription: 'Meta',
  metaKeywords: ['keel'],
});

describe('blog lists', () => {
  it('lists posts for a signed-in user with counts per tab', async () => {
    const response = await get(
      '/api/blog/posts?status=all&sort=latest&page=1&pageSize=12',
      demo.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.posts).toHaveLength(12);
    expect(body.counts.all).toBe(30);
    expect(body.counts.published + body.counts.draft).toBe(30);
    expect(body.total).toBe(30);
    expect(body.posts[0].body).toBe('');
    const dates = body.posts.map((p: { createdAt: string }) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const drafts = (await get('/api/blog/posts?status=draft', demo.headers)).json();
    expect(drafts.total).toBe(body.counts.draft);
    expect(drafts.posts.every((p: { publish: boolean }) => !p.publish)).toBe(true);
  });

  it('sorts by popularity and oldest', async () => {
    const popular = (await get('/api/blog/posts?sort=popular&pageSize=30', demo.headers)).json()
      .posts;
    const views = popular.map((p: { view: number }) => p.view);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    const oldest = (await get('/api/blog/posts?sort=oldest&pageSize=5', demo.headers)).json().posts;
    expect(oldest[0].createdAt < oldest[4].createdAt).toBe(true);
  });

  it('gives anonymous callers published posts only, whatever they ask', async () => {
    const body = (await get('/api/blog/posts?status=draft&pageSize=100')).json();
    expect(body.posts.length).toBeGreaterThan(0);
    expect(body.posts.every((p: { publish: boolean }) => p.publish)).toBe(true);
    expect(body.counts.draft).toBe(0);
  });

  it('filters by search text and tag', async () => {
    const byQ = (await get('/api/blog/posts?q=dark%20mode', demo.headers)).json();
    expect(byQ.posts.map((p: { title: string }) => p.title)).toContain(
      'Designing dark mode that people actually keep on',
    );
    const tag = byQ.posts[0].tags[0];
    const byTag = (
      await get(`/api/blog/posts?tag=${encodeURIComponent(tag)}&pageSize=100`, demo.headers)
    ).json();
    expect(byTag.posts.every((p: { tags: string[] }) => p.tags.includes(tag))).toBe(true);
  });

  it('searches titles for the autocomplete (signed in only)', async () => {
    const response = await get('/api/blog/posts/search?query=kanban', demo.headers);
    expect(response.json().results[0]).toMatchObject({
      slug: 'five-kanban-habits-of-teams-that-ship-every-week',
    });
    expect((await get('/api/blog/posts/search?query=kanban')).statusCode).toBe(401);
  });

  it('answers 400 on a bad list query', async () => {
    expect((await get('/api/blog/posts?sort=sideways', demo.headers)).statusCode).toBe(400);
    expect((await get('/api/blog/posts?pageSize=500', demo.headers)).statusCode).toBe(400);
  });
});

describe('a post', () => {
  it('creates a sanitised draft, hidden from anonymous callers until published', async () => {
    const created = await post(
      '/api/blog/posts/new',
      draftInput('Hello from the tests'),
      member.headers,
    );
    expect(created.statusCode).toBe(200);
    const draft = created.json().post;
    expect(draft).toMatchObject({
      slug: 'hello-from-the-tests',
      publish: false,
      publishedAt: null,
      author: { id: member.userId },
    });
    expect(draft.body).toContain('<strong>world</strong>');
    expect(draft.body).not.toMatch(/script|onerror|javascript:/);

    expect((await get('/api/blog/post?title=hello-from-the-tests')).statusCode).toBe(404);
    expect((await get('/api/blog/post?title=hello-from-the-tests')).json().message).toBe(
      'Post not found',
    );
    expect((await get('/api/blog/post?title=hello-from-the-tests', demo.headers)).statusCode).toBe(
      200,
    );

    const published = await post(
      '/api/blog/posts/publish',
      { postId: draft.id, publish: true },
      member.headers,
    );
    expect(published.json().post.publishedAt).not.toBeNull();
    const anonymous = await get('/api/blog/post?title=hello-from-the-tests');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().post.isFavorited).toBe(false);
    const list = (await get('/api/blog/posts?pageSize=100')).json();
    expect(list.posts.map((p: { id: string }) => p.id)).toContain(draft.id);

    await post('/api/blog/posts/publish', { postId: draft.id, publish: false }, member.headers);
    expect((await get('/api/blog/post?title=hello-from-the-tests')).statusCode).toBe(404);
  });

  it('rejects a bad body with the form messages and changes nothing', async () => {
    const before = (await get('/api/blog/posts', demo.headers)).json().counts.all;
    const response = await post(
      '/api/blog/posts/new',
      {
        ...draftInput(''),
        description: '',
        body: '<p> </p>',
        cover: '',
        tags: ['one'],
        metaKeywords: [],
      },
      demo.headers,
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors;
    expect(fields).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      body: 'Content is required',
      cover: 'Cover is required',
      tags: 'Must have at least 2 tags',
      metaKeywords: 'At least one meta keyword is required',
    });
    expect((await get('/api/blog/posts', demo.headers)).json().counts.all).toBe(before);
  });

  it('answers 409 for a title that is already taken', async () => {
    const response = await post(
      '/api/blog/posts/new',
      draftInput('Our roadmap for the next two quarters'),
      demo.headers,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A post with this title already exists');
  });

  it('lets the author or an admin edit and delete, nobody else', async () => {
    const mine = (
      await post('/api/blog/posts/new', draftInput('Member owned post'), member.headers)
    ).json().post;
    const other = await signIn(t.app, (await firstOtherMemberEmail())!);
    const denied = await post(
      '/api/blog/posts/update',
      { postId: mine.id, post: { title: 'Hijacked' } },
      other.headers,
    );
    expect(denied.statusCode).toBe(403);
    expect(
      (await post('/api/blog/posts/delete', { postId: mine.id }, other.headers)).statusCode,
    ).toBe(403);

    const renamed = await post(
      '/api/blog/posts/update',
      { postId: mine.id, post: { title: 'Member owned post, renamed' } },
      member.headers,
    );
    expect(renamed.json().post.slug).toBe('member-owned-post-renamed');
    const byAdmin = await post(
      '/api/blog/posts/update',
      { postId: mine.id, post: { description: 'Edited by an admin' } },
      demo.headers,
    );
    expect(byAdmin.json().post).toMatchObject({
      description: 'Edited by an admin',
      title: 'Member owned post, renamed',
    });

    expect(
      (await post('/api/blog/posts/delete', { postId: mine.id }, member.headers)).statusCode,
    ).toBe(200);
    expect(
      (await get('/api/blog/post?title=member-owned-post-renamed', demo.headers)).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/blog/posts/delete', { postId: mine.id }, member.headers)).statusCode,
    ).toBe(404);
  });

  it('requires sign-in for writes', async () => {
    expect((await post('/api/blog/posts/new', draftInput('Anonymous'))).statusCode).toBe(401);
    expect(
      (await post('/api/blog/favorite', { postId: crypto.randomUUID(), favorite: true }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/blog/comments/new', { postId: crypto.randomUUID(), message: 'hi' }))
        .statusCode,
    ).toBe(401);
  });

  it('returns recent posts without the current one', async () => {
    const response = await get(
      '/api/blog/posts/recent?title=our-roadmap-for-the-next-two-quarters',
    );
    const recent = response.json().recentPosts;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThanOrEqual(4);
    expect(
      recent.every(
        (p: { slug: string; publish: boolean }) =>
          p.slug !== 'our-roadmap-for-the-next-two-quarters' && p.publish,
      ),
    ).toBe(true);
  });
});

describe('favourites, shares and views', () => {
  it('favourites and unfavourites once per user', async () => {
    const target = (await get('/api/blog/posts?status=published&pageSize=1', demo.headers)).json()
      .posts[0];
    // Start from "not favourited", whatever the seed gave this user.
    await post('/api/blog/favorite', { postId: target.id, favorite: false }, member.headers);
    const first = (
      await post('/api/blog/favorite', { postId: target.id, favorite: true }, member.headers)
    ).json().post;
    const again = (
      await post('/api/blog/favorite', { postId: target.id, favorite: true }, member.headers)
    ).json().post;
    expect(first.isFavorited).toBe(true);
    expect(again.favorite).toBe(first.favorite);
    expect(first.favoritePerson[0]).toMatchObject({ id: member.userId });
    const undone = (
      await post('/api/blog/favorite', { postId: target.id, favorite: false }, member.headers)
    ).json().post;
    expect(undone.favorite).toBe(first.favorite - 1);
    expect(undone.isFavorited).toBe(false);
    expect(
      (
        await post(
          '/api/blog/favorite',
          { postId: crypto.randomUUID(), favorite: true },
          member.headers,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('counts every share and one view per session', async () => {
    const target = (await get('/api/blog/posts?pageSize=1')).json().posts[0];
    const shared = await post('/api/blog/share', { postId: target.id });
    expect(shared.json().share).toBe(target.share + 1);
    const session = 'session-abc-123';
    const first = (
      await post('/api/blog/posts/view', { postId: target.id, sessionId: session })
    ).json();
    const second = (
      await post('/api/blog/posts/view', { postId: target.id, sessionId: session })
    ).json();
    expect(first.view).toBe(target.view + 1);
    expect(second.view).toBe(first.view);
    expect(
      (await post('/api/blog/posts/view', { postId: target.id, sessionId: 'x' })).statusCode,
    ).toBe(400);
  });

  it('hides drafts from anonymous shares and views', async () => {
    const draft = (await get('/api/blog/posts?status=draft&pageSize=1', demo.headers)).json()
      .posts[0];
    expect((await post('/api/blog/share', { postId: draft.id })).statusCode).toBe(404);
    expect(
      (await post('/api/blog/posts/view', { postId: draft.id, sessionId: 'session-xyz-1' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('comments', () => {
  it('pages threads and adds comments and replies', async () => {
    const target = (await get('/api/blog/posts?status=published&pageSize=100', demo.headers))
      .json()
      .posts.find((p: { allowComments: boolean }) => p.allowComments);
    const page = (await get(`/api/blog/comments?postId=${target.id}&page=1`)).json();
    expect(page.comments.length).toBeLessThanOrEqual(10);

    const created = await post(
      '/api/blog/comments/new',
      { postId: target.id, message: 'Great read' },
      member.headers,
    );
    expect(created.statusCode).toBe(200);
    const root = created.json().comment;
    expect(root).toMatchObject({
      message: 'Great read',
      author: { id: member.userId },
      replyComment: [],
    });
    expect(created.json().count).toBe(target.comment + 1);

    const reply = (
      await post(
        '/api/blog/comments/new',
        { postId: target.id, message: 'Thanks!', parentId: root.id },
        demo.headers,
      )
    ).json();
    expect(reply.comment.id).toBe(root.id);
    expect(reply.comment.replyComment[0]).toMatchObject({
      message: 'Thanks!',
      tagUser: { id: member.userId },
    });
    // A reply to a reply joins the same thread.
    const nested = (
      await post(
        '/api/blog/comments/new',
        { postId: target.id, message: 'Welcome', parentId: reply.comment.replyComment[0].id },
        member.headers,
      )
    ).json();
    expect(nested.comment.id).toBe(root.id);
    expect(nested.comment.replyComment).toHaveLength(2);
    expect(nested.comment.replyComment[1].tagUser.id).toBe(demo.userId);

    const first = (await get(`/api/blog/comments?postId=${target.id}`)).json().comments[0];
    expect(first.id).toBe(root.id);
  });

  it('validates the message and respects closed comments', async () => {
    const target = (await get('/api/blog/posts?pageSize=1', demo.headers)).json().posts[0];
    const empty = await post(
      '/api/blog/comments/new',
      { postId: target.id, message: '  ' },
      member.headers,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Comment is required');
    const long = await post(
      '/api/blog/comments/new',
      { postId: target.id, message: 'x'.repeat(2001) },
      member.headers,
    );
    expect(long.statusCode).toBe(400);

    await post(
      '/api/blog/posts/update',
      { postId: target.id, post: { allowComments: false } },
      demo.headers,
    );
    const closed = await post(
      '/api/blog/comments/new',
      { postId: target.id, message: 'Hello' },
      member.headers,
    );
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('Comments are closed');
  });

  it('keeps draft comments away from anonymous callers', async () => {
    const draft = (await get('/api/blog/posts?status=draft&pageSize=1', demo.headers)).json()
      .posts[0];
    expect((await get(`/api/blog/comments?postId=${draft.id}`)).statusCode).toBe(404);
    expect((await get(`/api/blog/comments?postId=${draft.id}`, demo.headers)).statusCode).toBe(200);
  });
});

async function firstOtherMemberEmail(): Promise<string | undefined> {
  const { users } = await import('@keel/db/schema/users');
  const { and, eq, ne } = await import('drizzle-orm');
  const [row] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(
      and(eq(users.role, 'member'), eq(users.status, 'active'), ne(users.email, 'member@keel.dev')),
    )
    .limit(1);
  return row?.email;
}
