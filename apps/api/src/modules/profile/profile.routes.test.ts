import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function person(firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.org`;
  const body = (
    await post('/api/account/register', {
      email,
      password: 'long-password',
      firstName,
      lastName: 'Tester',
    })
  ).json();
  return {
    id: body.user.id as string,
    slug: body.user.slug as string,
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}

const IMAGE = '/api/uploads/33333333-3333-4333-8333-333333333333';

describe('GET /api/profile', () => {
  it('returns my profile by default and another by slug', async () => {
    const demo = await signIn(t.app, 'demo@keel.dev');
    const mine = await get('/api/profile', demo.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().profile).toMatchObject({
      email: 'demo@keel.dev',
      slug: 'jaydon-frankie',
      isFollowed: false,
    });
    const other = await get('/api/profile?user=lucian-obrien', demo.headers);
    expect(other.json().profile).toMatchObject({
      displayName: "Lucian O'Brien",
      role: 'Product designer',
    });
    expect(other.body).not.toMatch(/passwordHash|tokenVersion/);
    // A profile is what others see: none of the account's own fields.
    for (const field of ['phoneNumber', 'address', 'zipCode', 'plan', 'status', 'presence']) {
      expect(other.json().profile, field).not.toHaveProperty(field);
    }
  });

  it('hides a private profile from everyone but its owner (404)', async () => {
    const owner = await person('Private');
    const viewer = await person('Viewer');
    await post('/api/account/update', { user: { isPublic: false } }, owner.headers);
    const response = await get(`/api/profile?user=${owner.slug}`, viewer.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Profile not found');
    expect((await get(`/api/profile/posts?user=${owner.slug}`, viewer.headers)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/profile/gallery?user=${owner.slug}`, viewer.headers)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/profile?user=${owner.slug}`, owner.headers)).statusCode).toBe(200);
    expect(
      (await post('/api/profile/follow', { userId: owner.id, follow: true }, viewer.headers))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for an unknown slug and 401 without a token', async () => {
    const me = await person('Lost');
    expect((await get('/api/profile?user=no-such-person', me.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('follows, followers and friends', () => {
  it('follows and unfollows, counting both sides', async () => {
    const alice = await person('Alice');
    const bob = await person('Bob');
    const followed = await post(
      '/api/profile/follow',
      { userId: bob.id, follow: true },
      alice.headers,
    );
    expect(followed.statusCode).toBe(200);
    expect(followed.json().profile).toMatchObject({ id: bob.id, isFollowed: true, follower: 1 });
    // Following twice changes nothing.
    await post('/api/profile/follow', { userId: bob.id, follow: true }, alice.headers);
    expect((await get('/api/profile', alice.headers)).json().profile.following).toBe(1);

    const followers = (await get(`/api/profile/followers?user=${bob.slug}`, bob.headers)).json();
    expect(followers.total).toBe(1);
    expect(followers.followers[0]).toMatchObject({ id: alice.id, isFollowed: false });
    const friends = (await get('/api/profile/friends', alice.headers)).json();
    expect(friends.friends.map((friend: { id: string }) => friend.id)).toEqual([bob.id]);
    expect((await get('/api/profile/friends?q=zzz', alice.headers)).json().total).toBe(0);
    expect((await get('/api/profile/friends?q=bob', alice.headers)).json().total).toBe(1);

    const unfollowed = await post(
      '/api/profile/follow',
      { userId: bob.id, follow: false },
      alice.headers,
    );
    expect(unfollowed.json().profile).toMatchObject({ isFollowed: false, follower: 0 });
  });

  it('refuses to follow yourself, unknown users and bad bodies', async () => {
    const me = await person('Self');
    const self = await post('/api/profile/follow', { userId: me.id, follow: true }, me.headers);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot follow yourself');
    expect(
      (
        await post(
          '/api/profile/follow',
          { userId: '00000000-0000-4000-8000-000000000000', follow: true },
          me.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/profile/follow', { userId: 'nope', follow: 'yes' }, me.headers)).statusCode,
    ).toBe(400);
  });
});

describe('profile posts', () => {
  it('posts on my profile, newest first, with paging', async () => {
    const me = await person('Poster');
    for (const message of ['first', 'second', 'third']) {
      expect((await post('/api/profile/posts/new', { message }, me.headers)).statusCode).toBe(200);
    }
    const page = (
      await get(`/api/profile/posts?user=${me.slug}&page=1&pageSize=2`, me.headers)
    ).json();
    expect(page.total).toBe(3);
    expect(page.posts.map((item: { message: string }) => item.message)).toEqual([
      'third',
      'second',
    ]);
    expect((await get('/api/profile', me.headers)).json().profile.totalPosts).toBe(3);
  });

  it('needs a message or a photo, and photos must be uploads', async () => {
    const me = await person('Empty');
    const empty = await post('/api/profile/posts/new', { message: '  ' }, me.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Write something or add a photo');
    expect(
      (await post('/api/profile/posts/new', { media: 'https://evil.example/a.png' }, me.headers))
        .statusCode,
    ).toBe(400);
    const photo = await post('/api/profile/posts/new', { message: '', media: IMAGE }, me.headers);
    expect(photo.json().post).toMatchObject({ media: IMAGE, message: '' });
    const gallery = (await get('/api/profile/gallery', me.headers)).json();
    expect(gallery.gallery).toHaveLength(1);
    expect(gallery.gallery[0].imageUrl).toBe(IMAGE);
    expect((await get('/api/profile/posts', me.headers)).json().total).toBe(1);
  });

  it('likes, unlikes and comments, as anyone who can see the post', async () => {
    const author = await person('Author');
    const reader = await person('Reader');
    const { post: created } = (
      await post('/api/profile/posts/new', { message: 'Hello world' }, author.headers)
    ).json();
    const liked = await post(
      '/api/profile/posts/like',
      { postId: created.id, liked: true },
      reader.headers,
    );
    expect(liked.json().post).toMatchObject({
      likeCount: 1,
      isLiked: true,
      personLikes: [{ id: reader.id }],
    });
    await post('/api/profile/posts/like', { postId: created.id, liked: true }, reader.headers);
    const authorView = (await get(`/api/profile/posts?user=${author.slug}`, author.headers)).json()
      .posts[0];
    expect(authorView).toMatchObject({ likeCount: 1, isLiked: false });

    const commented = await post(
      '/api/profile/posts/comments/new',
      { postId: created.id, message: 'Nice one' },
      reader.headers,
    );
    expect(commented.json().post.comments).toMatchObject([
      { message: 'Nice one', author: { id: reader.id } },
    ]);
    const unliked = await post(
      '/api/profile/posts/like',
      { postId: created.id, liked: false },
      reader.headers,
    );
    expect(unliked.json().post).toMatchObject({ likeCount: 0, isLiked: false, personLikes: [] });

    const blank = await post(
      '/api/profile/posts/comments/new',
      { postId: created.id, message: ' ' },
      reader.headers,
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.message).toBe('Comment is required');
  });

  it("answers 404 for the posts of a private profile I can't see", async () => {
    const author = await person('Hidden');
    const reader = await person('Curious');
    const { post: created } = (
      await post('/api/profile/posts/new', { message: 'secret' }, author.headers)
    ).json();
    await post('/api/account/update', { user: { isPublic: false } }, author.headers);
    const like = await post(
      '/api/profile/posts/like',
      { postId: created.id, liked: true },
      reader.headers,
    );
    expect(like.statusCode).toBe(404);
    expect(like.json().message).toBe('Post not found');
    expect(
      (
        await post(
          '/api/profile/posts/comments/new',
          { postId: created.id, message: 'hi' },
          reader.headers,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('seeded profiles', () => {
  it('gives every user an avatar that is served, and the demo accounts posts and followers', async () => {
    const demo = await signIn(t.app, 'demo@keel.dev');
    const profile = (await get('/api/profile', demo.headers)).json().profile;
    expect(profile.photoURL).toMatch(/^\/api\/uploads\//);
    expect(profile.coverUrl).toMatch(/^\/api\/uploads\//);
    expect(profile.follower).toBeGreaterThan(10);
    expect(profile.totalPosts).toBeGreaterThanOrEqual(5);
    const avatar = await t.app.inject({ method: 'GET', url: profile.photoURL });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/webp');
    const { users } = (await get('/api/users?pageSize=100', demo.headers)).json();
    // Seeded users only: the accounts these tests register use example.org.
    const seeded = users.filter((user: { email: string }) => !user.email.endsWith('@example.org'));
    expect(seeded.length).toBeGreaterThanOrEqual(50);
    expect(seeded.every((user: { photoURL: string | null }) => user.photoURL !== null)).toBe(true);
    const posts = (await get('/api/profile/posts?pageSize=20', demo.headers)).json().posts;
    expect(posts.some((post: { likeCount: number }) => post.likeCount > 0)).toBe(true);
  });
});
