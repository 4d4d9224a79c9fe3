// Concurrent edits of a post (issue 17): an update names the version it started from; a stale
// one gets 409 with the post as it is now, who changed it and when, and nothing is overwritten.
// Run on PostgreSQL too (api-pg): parallel saves from the same version, exactly one wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
});
afterAll(async () => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: demo.headers });

let counter = 0;
async function newPost() {
  counter += 1;
  const response = await post('/api/blog/posts/new', {
    title: `Versioned post ${Date.now()} ${counter}`,
    description: 'A short summary',
    body: '<p>Hello</p>',
    cover: '/assets/blog/cover-01.webp',
    tags: ['Product', 'Guides'],
    publish: false,
    allowComments: true,
    metaTitle: 'Meta',
    metaDescription: 'Meta',
    metaKeywords: ['keel'],
  });
  expect(response.statusCode).toBe(200);
  return response.json().post as {
    id: string;
    title: string;
    description: string;
    version: number;
  };
}

describe('blog post versions', () => {
  it('a save from the current version passes and bumps it; a stale one gets 409 with the post now', async () => {
    const created = await newPost();
    expect(created.version).toBe(1);
    const first = await post('/api/blog/posts/update', {
      postId: created.id,
      post: { description: 'Mine' },
      version: created.version,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().post).toMatchObject({ description: 'Mine', version: 2 });

    const stale = await post('/api/blog/posts/update', {
      postId: created.id,
      post: { description: 'Theirs' },
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: created.id, description: 'Mine', version: 2 },
      changedBy: { name: expect.any(String) },
      changedAt: expect.any(String),
    });
    // Nothing was overwritten.
    const now = await post('/api/blog/posts/update', {
      postId: created.id,
      post: {},
      version: 2,
    });
    expect(now.json().post.description).toBe('Mine');
  });

  it('without a version (the seed-spec call) the save still goes through', async () => {
    const created = await newPost();
    const response = await post('/api/blog/posts/update', {
      postId: created.id,
      post: { description: 'Seed call' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().post).toMatchObject({ description: 'Seed call', version: 2 });
  });

  it('of five parallel saves from the same version, exactly one wins', async () => {
    const created = await newPost();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        post('/api/blog/posts/update', {
          postId: created.id,
          post: { description: `Editor ${n}` },
          version: created.version,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().post;
    expect(winner.version).toBe(2);
    for (const loser of answers.filter((answer) => answer.statusCode === 409))
      expect(loser.json().current).toMatchObject({ description: winner.description, version: 2 });
  });
});
