// Server-side sessions and MFA (issue 22): a token dies at logout, an ended session's socket
// closes at once, MFA is enforced by the login call itself, recovery codes work once.
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { mfaFactors } from '@keel/db/schema/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { connectSocket } from '../../test/ws-client.ts';
import { createMfaService } from './mfa.service.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const PASSWORD = 'Tidal-Harbor-Lantern-42';
let counter = 0;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  ip = '10.55.0.1',
) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

async function newAccount(prefix: string) {
  const email = `${prefix}.${Date.now()}.${counter++}@example.org`;
  const response = await post('/api/account/register', {
    email,
    password: PASSWORD,
    firstName: 'Sess',
    lastName: prefix,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return {
    email,
    userId: body.user.id as string,
    token: body.accessToken as string,
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}

const totpCode = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

describe('sessions', () => {
  it('names its session in the token and keeps exp in seconds', async () => {
    const me = await newAccount('claims');
    const claims = JSON.parse(Buffer.from(me.token.split('.')[1]!, 'base64url').toString());
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp).toBeLessThan(Date.now() / 1000 + 60 * 60 * 24 * 366);
  });

  it('a token dies at logout; the other devices stay signed in', async () => {
    const me = await newAccount('logout');
    const other = await signIn(t.app, me.email, PASSWORD);
    expect((await post('/api/account/logout', {}, me.headers)).statusCode).toBe(200);
    const after = await get('/api/account/my-account', me.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid authorization token');
    expect((await get('/api/account/my-account', other.headers)).statusCode).toBe(200);
  });

  it('lists my devices, ends one, and ends all the others', async () => {
    const me = await newAccount('list');
    const phone = await signIn(t.app, me.email, PASSWORD);
    const tablet = await signIn(t.app, me.email, PASSWORD);
    const listed = (await get('/api/account/sessions', me.headers)).json().sessions;
    expect(listed).toHaveLength(3);
    expect(listed.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const phoneSid = JSON.parse(
      Buffer.from(phone.token.split('.')[1]!, 'base64url').toString(),
    ).sid;
    expect((await post(`/api/account/sessions/${phoneSid}/end`, {}, me.headers)).json()).toEqual({
      ended: 1,
    });
    expect((await get('/api/account/my-account', phone.headers)).statusCode).toBe(401);
    expect((await post('/api/account/sessions/end-others', {}, me.headers)).json()).toEqual({
      ended: 1,
    });
    expect((await get('/api/account/my-account', tablet.headers)).statusCode).toBe(401);
    expect((await get('/api/account/my-account', me.headers)).statusCode).toBe(200);
    // Someone else's session is not mine to end.
    const stranger = await newAccount('stranger');
    const mine = JSON.parse(Buffer.from(me.token.split('.')[1]!, 'base64url').toString()).sid;
    expect((await post(`/api/account/sessions/${mine}/end`, {}, stranger.headers)).statusCode).toBe(
      404,
    );
  });

  it("an ended session's socket closes within a second", async () => {
    const me = await newAccount('socket');
    const laptop = await signIn(t.app, me.email, PASSWORD);
    const socket = await connectSocket(baseUrl, laptop.token);
    await socket.waitFor('ready');
    const laptopSid = JSON.parse(
      Buffer.from(laptop.token.split('.')[1]!, 'base64url').toString(),
    ).sid;
    await post(`/api/account/sessions/${laptopSid}/end`, {}, me.headers);
    const closed = await Promise.race([
      socket.closed,
      new Promise((resolve) => setTimeout(() => resolve('open'), 1000)),
    ]);
    expect(closed).toEqual({ code: 4401, reason: 'Invalid authorization token' });
  });

  it('a password change and a ban close the sockets at once', async () => {
    const me = await newAccount('ban');
    const other = await signIn(t.app, me.email, PASSWORD);
    const otherSocket = await connectSocket(baseUrl, other.token);
    await otherSocket.waitFor('ready');
    const changed = await post(
      '/api/account/change-password',
      { oldPassword: PASSWORD, newPassword: 'Another-Quiet-River-77' },
      me.headers,
    );
    expect(changed.statusCode).toBe(200);
    expect((await otherSocket.closed).code).toBe(4401);

    const fresh = { authorization: `Bearer ${changed.json().accessToken}` };
    const mySocket = await connectSocket(baseUrl, changed.json().accessToken);
    await mySocket.waitFor('ready');
    const admin = await signIn(t.app, 'demo@keel.dev');
    const ban = await post(
      '/api/users/update',
      { userId: me.userId, user: { status: 'banned' } },
      admin.headers,
    );
    expect(ban.statusCode).toBe(200);
    expect((await mySocket.closed).code).toBe(4401);
    expect((await get('/api/account/my-account', fresh)).statusCode).toBe(401);
  });

  it('answers signed-in calls and sign-ins with Cache-Control: no-store', async () => {
    const me = await newAccount('nostore');
    expect((await get('/api/account/my-account', me.headers)).headers['cache-control']).toBe(
      'no-store',
    );
    const login = await post('/api/account/login', { email: me.email, password: PASSWORD });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('records sign-ins, failed and successful, in my history; admins see everyone', async () => {
    const me = await newAccount('history');
    await post(
      '/api/account/login',
      { email: me.email, password: 'not-the-password' },
      {},
      '10.55.9.9',
    );
    const history = (await get('/api/account/sign-ins', me.headers)).json();
    expect(
      history.signIns.map((event: { success: boolean; reason: string }) => [
        event.success,
        event.reason,
      ]),
    ).toEqual([
      [false, 'password'],
      [true, ''],
    ]);
    const admin = await signIn(t.app, 'demo@keel.dev');
    const all = (await get(`/api/security/sign-ins?userId=${me.userId}`, admin.headers)).json();
    expect(all.total).toBe(2);
    expect((await get('/api/security/sign-ins', me.headers)).statusCode).toBe(403);
    expect((await post(`/api/users/${me.userId}/sessions/end`, {}, admin.headers)).json()).toEqual({
      ended: 1,
    });
    expect((await get('/api/account/my-account', me.headers)).statusCode).toBe(401);
  });
});

describe('MFA', () => {
  async function withMfa(prefix: string) {
    const me = await newAccount(prefix);
    const setup = (await post('/api/account/mfa/setup', {}, me.headers)).json();
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.otpauthUrl).toContain('otpauth://totp/');
    expect(
      (
        await post(
          '/api/account/mfa/enable',
          { code: '000000' === totpCode(setup.secret) ? '111111' : '000000' },
          me.headers,
        )
      ).statusCode,
    ).toBe(400);
    const enabled = await post(
      '/api/account/mfa/enable',
      { code: totpCode(setup.secret) },
      me.headers,
    );
    expect(enabled.statusCode).toBe(200);
    const recoveryCodes = enabled.json().recoveryCodes as string[];
    expect(new Set(recoveryCodes).size).toBe(10);
    return { ...me, secret: setup.secret as string, recoveryCodes };
  }

  it('login without the code answers no token; the second step with a code does', async () => {
    const me = await withMfa('mfa');
    const first = await post('/api/account/login', { email: me.email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    expect(first.body).not.toContain('accessToken');
    // The MFA token is not an access token.
    expect(
      (await get('/api/account/my-account', { authorization: `Bearer ${first.json().mfaToken}` }))
        .statusCode,
    ).toBe(401);
    const wrong = await post('/api/account/login/mfa', {
      mfaToken: first.json().mfaToken,
      code: '12345',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid authentication code.');
    // The code the set-up used (this step) is burnt; the next step's code signs in.
    const second = await post('/api/account/login/mfa', {
      mfaToken: first.json().mfaToken,
      code: totpCode(me.secret, 1),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().user.email).toBe(me.email);
    expect(
      (
        await get('/api/account/my-account', {
          authorization: `Bearer ${second.json().accessToken}`,
        })
      ).statusCode,
    ).toBe(200);
    const replay = await post('/api/account/login/mfa', {
      mfaToken: first.json().mfaToken,
      code: totpCode(me.secret, 1),
    });
    expect(replay.statusCode).toBe(400);
  });

  it('each recovery code works once', async () => {
    const me = await withMfa('recovery');
    const [code] = me.recoveryCodes;
    const challenge = () =>
      post('/api/account/login', { email: me.email, password: PASSWORD }).then(
        (response) => response.json().mfaToken as string,
      );
    expect(
      (await post('/api/account/login/mfa', { mfaToken: await challenge(), code: code! }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/account/login/mfa', { mfaToken: await challenge(), code: code! }))
        .statusCode,
    ).toBe(400);
    expect((await get('/api/account/mfa', me.headers)).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 9,
    });
  });

  it('turning MFA off asks for the password, and a required role cannot', async () => {
    const me = await withMfa('off');
    expect((await post('/api/account/mfa/disable', {}, me.headers)).statusCode).toBe(400);
    expect(
      (await post('/api/account/mfa/disable', { currentPassword: 'wrong-one' }, me.headers))
        .statusCode,
    ).toBe(400);
    const admin = await signIn(t.app, 'demo@keel.dev');
    expect(
      (await post('/api/security/mfa-roles', { roles: ['member'] }, admin.headers)).json(),
    ).toEqual({ roles: ['member'] });
    const refused = await post(
      '/api/account/mfa/disable',
      { currentPassword: PASSWORD },
      me.headers,
    );
    expect(refused.json().message).toBe(
      'Your role requires two-factor authentication; it cannot be turned off.',
    );
    await post('/api/security/mfa-roles', { roles: [] }, admin.headers);
    const off = await post('/api/account/mfa/disable', { currentPassword: PASSWORD }, me.headers);
    expect(off.json()).toMatchObject({ enabled: false });
    const login = await post('/api/account/login', { email: me.email, password: PASSWORD });
    expect(login.json().accessToken).toBeTruthy();
  });
});

describe('MFA required for a role', () => {
  it('holds a member without MFA to the set-up calls until they turn it on', async () => {
    const admin = await signIn(t.app, 'demo@keel.dev');
    const me = await newAccount('required');
    // Signed in before the requirement: the open session is held too, at once.
    expect((await get('/api/account/sessions', me.headers)).statusCode).toBe(200);
    await post('/api/security/mfa-roles', { roles: ['member'] }, admin.headers);
    try {
      const login = await post('/api/account/login', { email: me.email, password: PASSWORD });
      expect(login.json().user.mfaSetupRequired).toBe(true);
      const limited = { authorization: `Bearer ${login.json().accessToken}` };
      for (const headers of [limited, me.headers]) {
        const refused = await get('/api/account/sessions', headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(
          'Your role requires two-factor authentication. Set it up to continue.',
        );
        expect((await get('/api/notifications', headers)).statusCode).toBe(403);
      }
      // A socket would deliver chat and mail: refused as well.
      const socket = await connectSocket(baseUrl, login.json().accessToken);
      expect((await socket.closed).code).not.toBe(1000);
      const mine = (await get('/api/account/my-account', limited)).json().user;
      expect(mine.mfaSetupRequired).toBe(true);
      expect((await get('/api/account/mfa', limited)).json()).toMatchObject({
        enabled: false,
        required: true,
      });
      const setup = (await post('/api/account/mfa/setup', {}, limited)).json();
      const enabled = await post(
        '/api/account/mfa/enable',
        { code: totpCode(setup.secret) },
        limited,
      );
      expect(enabled.statusCode).toBe(200);
      // The same token now reaches everything.
      expect((await get('/api/account/sessions', limited)).statusCode).toBe(200);
      expect((await get('/api/account/my-account', limited)).json().user.mfaSetupRequired).toBe(
        false,
      );
      // The admin's own role is not required: unaffected throughout.
      expect((await get('/api/account/sessions', admin.headers)).statusCode).toBe(200);
    } finally {
      await post('/api/security/mfa-roles', { roles: [] }, admin.headers);
    }
    expect((await get('/api/account/sessions', me.headers)).statusCode).toBe(200);
  });

  it('stores the TOTP secret encrypted, and its codes still verify', async () => {
    const me = await newAccount('sealed');
    const setup = (await post('/api/account/mfa/setup', {}, me.headers)).json();
    const [row] = await t.app.db
      .select({ secret: mfaFactors.secret })
      .from(mfaFactors)
      .where(eq(mfaFactors.userId, me.userId));
    expect(row!.secret).not.toContain(setup.secret);
    expect(row!.secret).toMatch(/^v1\./);
    const enabled = await post(
      '/api/account/mfa/enable',
      { code: totpCode(setup.secret) },
      me.headers,
    );
    expect(enabled.statusCode).toBe(200);
    const challenge = await post('/api/account/login', { email: me.email, password: PASSWORD });
    const second = await post('/api/account/login/mfa', {
      mfaToken: challenge.json().mfaToken,
      code: totpCode(setup.secret, 1),
    });
    expect(second.statusCode).toBe(200);
  });

  it('encrypts secrets stored in clear before encryption existed (at start)', async () => {
    const me = await newAccount('legacy');
    const secret = new Secret({ size: 20 }).base32;
    await t.app.db.insert(mfaFactors).values({ userId: me.userId, secret, enabledAt: new Date() });
    const service = createMfaService(t.app);
    expect(await service.sealStoredSecrets()).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.db
      .select({ secret: mfaFactors.secret })
      .from(mfaFactors)
      .where(eq(mfaFactors.userId, me.userId));
    expect(row!.secret).not.toBe(secret);
    expect(t.app.mfaSecrets.open(row!.secret)).toBe(secret);
    expect(await service.verifyCode(me.userId, totpCode(secret))).toBe(true);
  });
});

describe('passwords', () => {
  it.each(['12345678', 'password', 'password123', 'qwertyuiop'])(
    'refuses the common password %s',
    async (password) => {
      const response = await post('/api/account/register', {
        email: `weak.${counter++}@example.org`,
        password,
        firstName: 'W',
        lastName: 'P',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        password: 'This password is too common or easy to guess. Choose a less predictable one.',
      });
    },
  );
});
