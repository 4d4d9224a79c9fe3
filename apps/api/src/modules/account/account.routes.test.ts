import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: payload as object,
    remoteAddress: ip,
  });
const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/account/register', payload: payload as object });
const myAccount = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/account/my-account',
    headers: authorization ? { authorization } : {},
  });

describe('POST /api/account/login', () => {
  it('signs the demo admin in with a token whose exp is in seconds', async () => {
    const response = await login({ email: 'demo@keel.dev', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'demo@keel.dev', role: 'admin', status: 'active' });
    const claims = JSON.parse(Buffer.from(body.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.exp).toBeLessThan(Date.now() / 1000 + 60 * 60 * 24 * 366);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await login({ email: 'Member@Keel.dev', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('member');
  });

  it('answers 400 with the same message for a wrong password and an unknown e-mail', async () => {
    const wrong = await login({ email: 'demo@keel.dev', password: 'nope-nope' }, '10.0.0.2');
    const unknown = await login({ email: 'nobody@keel.dev', password: 'demo1234' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid email or password.');
    expect(unknown.json().message).toBe('Invalid email or password.');
  });

  it('validates the body with per-field messages', async () => {
    const response = await login({ email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fields).toMatchObject({
      email: 'Email must be a valid email address',
      password: 'Password is required',
    });
    expect(body.code).toBe('VALIDATION_ERROR');
    const empty = await login({ email: '', password: '' });
    expect(empty.json().fields.email).toBe('Email is required');
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('locks out after 10 failures from one e-mail and IP with 429', async () => {
    const ip = '10.9.9.9';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await login({ email: 'member@keel.dev', password: 'wrong-pass' }, ip)).statusCode,
      ).toBe(400);
    }
    const locked = await login({ email: 'member@keel.dev', password: 'demo1234' }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many attempts, try again later.');
    // Another IP is not locked out.
    expect(
      (await login({ email: 'member@keel.dev', password: 'demo1234' }, '10.9.9.10')).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/account/register', () => {
  it('creates the account and signs it in', async () => {
    const response = await register({
      email: 'new.person@example.org',
      password: 'longenough',
      firstName: 'New',
      lastName: 'Person',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: 'new.person@example.org',
      displayName: 'New Person',
      role: 'member',
      slug: 'new-person',
    });
    expect((await myAccount(`Bearer ${body.accessToken}`)).json().user.id).toBe(body.user.id);
  });

  it('answers 409 for an e-mail already in use', async () => {
    const response = await register({
      email: 'DEMO@keel.dev',
      password: 'longenough',
      firstName: 'A',
      lastName: 'B',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this e-mail already exists.');
  });

  it('validates every field and creates nothing', async () => {
    const response = await register({
      email: 'x@y.io',
      password: 'short',
      firstName: ' ',
      lastName: 'L'.repeat(51),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name must be at most 50 characters',
    });
    const retry = await login({ email: 'x@y.io', password: 'short' });
    expect(retry.statusCode).toBe(400);
  });
});

describe('GET /api/account/my-account', () => {
  it('returns the signed-in user', async () => {
    const session = await signIn(t.app, 'demo@keel.dev');
    const response = await myAccount(session.headers.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('demo@keel.dev');
  });

  it('answers 401 "Authorization token missing" without a header', async () => {
    const response = await myAccount();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Authorization token missing');
  });

  it.each([
    ['a malformed header', 'Token abc'],
    ['a garbage token', 'Bearer not.a.token'],
    [
      'a token signed with another secret',
      `Bearer ${createSigner({ key: 'another-secret-another-secret-0123456789', expiresIn: 60_000 })({ sub: '00000000-0000-4000-8000-000000000000', tv: 0 })}`,
    ],
  ])('answers 401 "Invalid authorization token" for %s', async (_name, header) => {
    const response = await myAccount(header);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid authorization token');
  });

  it('answers 401 for an expired token', async () => {
    const session = await signIn(t.app, 'demo@keel.dev');
    const sign = createSigner({
      key: TEST_JWT_SECRET,
      clockTimestamp: Date.now() - 7_200_000,
      expiresIn: 60_000,
    });
    const expired = sign({ sub: session.userId, tv: 0 });
    const response = await myAccount(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid authorization token');
  });
});

describe('responses', () => {
  it('never contain a password hash', async () => {
    const bodies = [
      (await login({ email: 'demo@keel.dev', password: 'demo1234' }, '10.1.1.1')).body,
      (
        await register({
          email: 'hash.check@example.org',
          password: 'longenough',
          firstName: 'H',
          lastName: 'C',
        })
      ).body,
      (await myAccount((await signIn(t.app, 'member@keel.dev')).headers.authorization)).body,
    ];
    for (const body of bodies) {
      expect(body).not.toMatch(/argon2|passwordHash|password_hash|tokenVersion/);
    }
  });

  it('serve the OpenAPI document and a health check', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/account/login');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('answer unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Route not found');
  });
});
