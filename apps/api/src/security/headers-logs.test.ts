// Headers, logs and anonymous writes (issue 22): a strict connect-src, malformed multipart is a
// client error, database errors and query strings reach the log without their secrets, and the
// anonymous counters are limited per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorForLog } from '../shared/error-for-log.ts';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('headers', () => {
  it('limits connect-src to the own origin (no bare ws: or wss:)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:(?!\/\/)/);
  });
});

describe('malformed multipart', () => {
  it('answers 400, not 500', async () => {
    const session = await signIn(t.app, 'member@keel.dev');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...session.headers, 'content-type': 'multipart/form-data; boundary=----x' },
      payload:
        '------x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot finished',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });
});

describe('logs', () => {
  it('keep the SQL of a failed query but not its parameters', () => {
    const failure = Object.assign(
      new Error(
        'Failed query: insert into mails values ($1)\nparams: secret body,alice@example.org',
      ),
      {
        query: 'insert into mails values ($1)',
        params: ['secret body', 'alice@example.org'],
        cause: Object.assign(new Error('boom'), { code: 'XX000' }),
      },
    );
    const logged = JSON.stringify(errorForLog(failure));
    expect(logged).toContain('insert into mails');
    expect(logged).not.toContain('secret body');
    expect(logged).not.toContain('alice@example.org');
  });
});

describe('anonymous writes', () => {
  it('blog shares are limited per address', async () => {
    const posts = (await t.app.inject({ method: 'GET', url: '/api/blog/posts' })).json().posts;
    const postId = posts[0].id as string;
    const statuses: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/blog/share',
          payload: { postId },
          remoteAddress: '10.66.0.1',
        }),
      ),
    );
    for (const response of results) statuses.push(response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  });
});
