import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, verificationCodes } from '@keel/db/schema/account-security';
import { users } from '@keel/db/schema/users';
import { latestCode, resetCode } from '../../test/outbox-code.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let ipCounter = 0;
/** Each test gets its own client address, so the per-IP limits of one never hit another. */
const freshIp = () => `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const post = (
  url: string,
  payload: unknown,
  ip = freshIp(),
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });

async function register(prefix: string) {
  const email = `${prefix}.${Date.now()}.${ipCounter}@example.org`;
  const response = await post('/api/account/register', {
    email,
    password: 'first-password',
    firstName: 'Test',
    lastName: prefix,
  });
  expect(response.statusCode).toBe(200);
  return {
    email,
    token: response.json().accessToken as string,
    userId: response.json().user.id as string,
  };
}

/** A code that is surely wrong for `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/account/verify', () => {
  it('registration e-mails a code that verifies the account once', async () => {
    const { email } = await register('verify');
    const code = await latestCode(t.database.db, email);
    expect(code).toMatch(/^\d{6}$/);
    // Stored hashed: the code itself is nowhere in the table.
    const stored = await t.database.db.select().from(verificationCodes);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    expect(stored.every((row) => !row.codeHash.includes(code!))).toBe(true);

    const ok = await post('/api/account/verify', { email, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email, isVerified: true });
    const again = await post('/api/account/verify', { email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid or expired code');
  });

  it('sends the code to the real e-mail only, never into the Keel inbox', async () => {
    // Issue 22: a stolen access token could read the inbox and so take over the account.
    const { email, token } = await register('inbox');
    expect(await latestCode(t.database.db, email)).toMatch(/^\d{6}$/);
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/mail/mails?systemLabel=inbox',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(inbox.statusCode).toBe(200);
    const subjects = inbox.json().mails.map((mail: { subject: string }) => mail.subject);
    expect(subjects).not.toContain('Your Keel verification code');
  });

  it('voids a code after 5 wrong tries', async () => {
    const { email } = await register('tries');
    const code = (await latestCode(t.database.db, email))!;
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/api/account/verify', { email, code: wrong(code) }, ip)).statusCode).toBe(
        400,
      );
    }
    const late = await post('/api/account/verify', { email, code }, ip);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Invalid or expired code');
  });

  it('refuses an expired code', async () => {
    const { email, userId } = await register('expired');
    const code = await latestCode(t.database.db, email);
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, userId));
    expect((await post('/api/account/verify', { email, code })).statusCode).toBe(400);
  });

  it('answers 429 after 10 wrong codes from one e-mail and IP', async () => {
    const { email } = await register('limit');
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await post('/api/account/verify', { email, code: '000000' }, ip);
      // Keep a live code so every try is checked against one.
      if (attempt % 4 === 3) await post('/api/account/verify/resend', { email }, freshIp());
    }
    const limited = await post('/api/account/verify', { email, code: '123456' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts, try again later.');
  });

  it('validates the body', async () => {
    const response = await post('/api/account/verify', { email: 'x@y.io', code: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.code).toBe('Code must be 6 digits');
    expect((await post('/api/account/verify', { email: 'x@y.io' })).json().fields.code).toBe(
      'Code is required',
    );
  });
});

describe('POST /api/account/verify/resend', () => {
  it('sends a new code that replaces the old one', async () => {
    const { email } = await register('resend');
    const first = (await latestCode(t.database.db, email))!;
    expect((await post('/api/account/verify/resend', { email })).statusCode).toBe(200);
    const second = (await latestCode(t.database.db, email))!;
    const [mails] = [await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email))];
    expect(mails).toHaveLength(2);
    if (first !== second)
      expect((await post('/api/account/verify', { email, code: first })).statusCode).toBe(400);
    expect((await post('/api/account/verify', { email, code: second })).statusCode).toBe(200);
  });

  it('answers 200 for unknown e-mails and 429 when asked too often', async () => {
    const email = `nobody.${Date.now()}@example.org`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/api/account/verify/resend', { email })).statusCode).toBe(200);
    }
    expect((await post('/api/account/verify/resend', { email })).statusCode).toBe(429);
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email)),
    ).toHaveLength(0);
  });
});

describe('POST /api/account/reset-password and /new-password', () => {
  it('never reveals whether an account exists', async () => {
    const known = await post('/api/account/reset-password', { email: 'member@keel.dev' });
    const unknown = await post('/api/account/reset-password', { email: 'ghost@example.org' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await resetCode(t.database.db, 'member@keel.dev')).toMatch(/^\d{6}$/);
    expect(await latestCode(t.database.db, 'ghost@example.org')).toBeUndefined();
  });

  it('sets a new password, signs in and ends every other session', async () => {
    const { email, token } = await register('reset');
    await post('/api/account/reset-password', { email });
    const code = (await resetCode(t.database.db, email))!;
    const response = await post('/api/account/new-password', {
      email,
      code,
      password: 'second-password',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.email).toBe(email);
    const me = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/api/account/my-account', headers: { authorization } });
    expect((await me(`Bearer ${body.accessToken}`)).statusCode).toBe(200);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
    expect(
      (await post('/api/account/login', { email, password: 'first-password' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/account/login', { email, password: 'second-password' })).statusCode,
    ).toBe(200);
    // Single use.
    expect(
      (await post('/api/account/new-password', { email, code, password: 'third-password' }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a wrong code and validates the password, changing nothing', async () => {
    const { email } = await register('badreset');
    await post('/api/account/reset-password', { email });
    const code = (await resetCode(t.database.db, email))!;
    const bad = await post('/api/account/new-password', {
      email,
      code: wrong(code),
      password: 'second-password',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid or expired code');
    const short = await post('/api/account/new-password', { email, code, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('Password must be at least 8 characters');
    expect(
      (await post('/api/account/login', { email, password: 'first-password' })).statusCode,
    ).toBe(200);
  });

  it('lets an admin-created user (no password yet) choose one', async () => {
    const [row] = await t.database.db
      .insert(users)
      .values({
        slug: `nopass-${Date.now()}`,
        firstName: 'No',
        lastName: 'Pass',
        displayName: 'No Pass',
        email: `nopass.${Date.now()}@example.org`,
      })
      .returning();
    await post('/api/account/reset-password', { email: row!.email });
    const code = (await resetCode(t.database.db, row!.email))!;
    const response = await post('/api/account/new-password', {
      email: row!.email,
      code,
      password: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.isVerified).toBe(true);
  });
});
