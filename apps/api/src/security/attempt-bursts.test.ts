// Bursts of 100 parallel wrong guesses against each limiter (issue 22): every limiter records the
// attempt and decides in one atomic step, so a burst is held to the configured limit. Meaningful
// on PostgreSQL (api-pg), where requests really run in parallel; PGlite runs them one at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PER_ACCOUNT } from '../modules/account/account.service.ts';
import { latestCode } from '../test/outbox-code.ts';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const BURST = 100;
let counter = 0;
const freshIp = () => `10.77.${Math.floor(counter / 250)}.${(counter++ % 250) + 1}`;
const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });

/** Sends the burst at once; "evaluated" are the guesses the server checked (400), not refused (429). */
async function burst(send: (index: number) => Promise<{ statusCode: number }>) {
  const statuses = (
    await Promise.all(Array.from({ length: BURST }, (_, index) => send(index)))
  ).map((response) => response.statusCode);
  const evaluated = statuses.filter((status) => status === 400).length;
  const refused = statuses.filter((status) => status === 429).length;
  console.info(`burst of ${BURST}: ${evaluated} evaluated, ${refused} refused`);
  return { evaluated, refused, statuses };
}

async function newAccount(prefix: string) {
  const email = `${prefix}.${Date.now()}.${counter++}@example.org`;
  const response = await post(
    '/api/account/register',
    { email, password: 'Tidal-Harbor-Lantern-42', firstName: 'Burst', lastName: prefix },
    freshIp(),
  );
  expect(response.statusCode).toBe(200);
  return { email, token: response.json().accessToken as string };
}

/** A code that is surely wrong for `code`, different for each index. */
const wrongCode = (code: string, index: number) =>
  String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');

describe('bursts of 100 parallel wrong guesses', () => {
  it('login: one address gets 10 checks, and the right password is refused after', async () => {
    const { email } = await newAccount('login');
    const ip = freshIp();
    const result = await burst(() =>
      post('/api/account/login', { email, password: 'wrong-guess' }, ip),
    );
    expect(result.evaluated).toBe(10);
    const right = await post(
      '/api/account/login',
      { email, password: 'Tidal-Harbor-Lantern-42' },
      ip,
    );
    expect(right.statusCode).toBe(429);
  });

  it('login: the account ceiling (20) holds across 100 addresses', async () => {
    const { email } = await newAccount('ceiling');
    const result = await burst(() =>
      post('/api/account/login', { email, password: 'wrong-guess' }, freshIp()),
    );
    expect(result.evaluated).toBe(LOGIN_PER_ACCOUNT.limit);
    const right = await post(
      '/api/account/login',
      { email, password: 'Tidal-Harbor-Lantern-42' },
      freshIp(),
    );
    expect(right.statusCode).toBe(429);
  });

  it('reset code: 100 guesses with the live code inside check at most 5, and never take over', async () => {
    const { email } = await newAccount('reset');
    expect((await post('/api/account/reset-password', { email }, freshIp())).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const code = await waitForCode(email, 'reset');
    const ip = freshIp();
    const result = await burst((index) =>
      post(
        '/api/account/new-password',
        {
          email,
          code: index === BURST - 1 ? code : wrongCode(code, index),
          password: 'Another-Quiet-River-77',
        },
        ip,
      ),
    );
    // Each code dies after 5 wrong tries; what lands after that is "invalid" without a check.
    expect(result.evaluated + result.refused).toBe(BURST);
    expect(result.statuses.filter((status) => status === 200).length).toBe(0);
    expect(result.refused).toBeGreaterThanOrEqual(BURST - 10);
  });

  it('verify code: 100 guesses are held to the limit of 10 per address', async () => {
    const { email } = await newAccount('verify');
    const code = await waitForCode(email, 'verification');
    const ip = freshIp();
    const result = await burst((index) =>
      post('/api/account/verify', { email, code: wrongCode(code, index) }, ip),
    );
    expect(result.evaluated).toBeLessThanOrEqual(10);
    expect(result.refused).toBeGreaterThanOrEqual(BURST - 10);
  });

  it('change-password: 100 old-password guesses check 10', async () => {
    const { email } = await newAccount('change');
    const session = await signIn(t.app, email, 'Tidal-Harbor-Lantern-42');
    const result = await burst(() =>
      post(
        '/api/account/change-password',
        { oldPassword: 'not-the-password', newPassword: 'Another-Quiet-River-77' },
        freshIp(),
        session.headers,
      ),
    );
    expect(result.evaluated).toBe(10);
  });
});

async function waitForCode(email: string, subjectWord: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const code = await latestCode(t.database.db, email, subjectWord);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${subjectWord} code for ${email}`);
}
