import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../../test/outbox-code.ts';
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

async function newAccount(prefix: string) {
  const email = `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.org`;
  const response = await post('/api/account/register', {
    email,
    password: 'first-password',
    firstName: 'Acc',
    lastName: 'Ount',
  });
  const body = response.json();
  return {
    email,
    userId: body.user.id as string,
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}

describe('POST /api/account/update', () => {
  it('saves the General fields and my-account reflects them at once', async () => {
    const me = await newAccount('general');
    const response = await post(
      '/api/account/update',
      {
        user: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          phoneNumber: '+44 20 5555 0100',
          city: 'London',
          zipCode: 'W1',
          about: 'Maths.',
          isPublic: false,
        },
      },
      me.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      displayName: 'Ada Lovelace',
      city: 'London',
      isPublic: false,
      about: 'Maths.',
    });
    const account = (await get('/api/account/my-account', me.headers)).json().user;
    expect(account).toMatchObject({ displayName: 'Ada Lovelace', zipCode: 'W1' });
  });

  it('stores the avatar, cover and school', async () => {
    const me = await newAccount('avatar');
    const avatar = '/api/uploads/11111111-1111-4111-8111-111111111111';
    const cover = '/api/uploads/22222222-2222-4222-8222-222222222222';
    const response = await post(
      '/api/account/update',
      { user: { photoURL: avatar, coverUrl: cover, school: 'Cambridge' } },
      me.headers,
    );
    expect(response.json().user.photoURL).toBe(avatar);
    const profile = (await get('/api/profile', me.headers)).json().profile;
    expect(profile).toMatchObject({ photoURL: avatar, coverUrl: cover, school: 'Cambridge' });
    const outside = await post(
      '/api/account/update',
      { user: { photoURL: 'https://evil.example/x.png' } },
      me.headers,
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields['user.photoURL']).toBe('Must be an uploaded image');
  });

  it('a new e-mail resets verification and sends a code', async () => {
    const me = await newAccount('newmail');
    const code = (await latestCode(t.database.db, me.email))!;
    await post('/api/account/verify', { email: me.email, code });
    const email = `changed.${Date.now()}@example.org`;
    // Issue 22: a token alone cannot move the account; the current password must come along.
    const bare = await post('/api/account/update', { user: { email } }, me.headers);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({
      currentPassword: 'Enter your current password to confirm this change.',
    });
    const wrongPassword = await post(
      '/api/account/update',
      { user: { email }, currentPassword: 'not-it' },
      me.headers,
    );
    expect(wrongPassword.json().fields).toEqual({
      currentPassword: 'The password or code is incorrect.',
    });
    const response = await post(
      '/api/account/update',
      { user: { email }, currentPassword: 'first-password' },
      me.headers,
    );
    expect(response.json().user).toMatchObject({ email, isVerified: false });
    expect(await latestCode(t.database.db, email)).toMatch(/^\d{6}$/);
  });

  it('validates with the form messages, changing nothing', async () => {
    const me = await newAccount('invalid');
    const response = await post(
      '/api/account/update',
      { user: { zipCode: 'x'.repeat(21), about: 'x'.repeat(501), phoneNumber: 'abc' } },
      me.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      'user.zipCode': 'Zip code must be at most 20 characters',
      'user.about': 'About must be at most 500 characters',
      'user.phoneNumber': 'Phone number is not valid',
    });
    expect((await get('/api/account/my-account', me.headers)).json().user.phoneNumber).toBe('');
  });

  it('answers 409 for an e-mail in use and 401 without a token', async () => {
    const me = await newAccount('conflict');
    const response = await post(
      '/api/account/update',
      { user: { email: 'demo@keel.dev' }, currentPassword: 'first-password' },
      me.headers,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This e-mail is already in use');
    expect((await post('/api/account/update', { user: {} })).statusCode).toBe(401);
  });
});

describe('notification settings and social links', () => {
  it('reads defaults, saves changes and keeps the rest', async () => {
    const me = await newAccount('notify');
    const initial = (await get('/api/account/notification-settings', me.headers)).json()
      .notificationSettings;
    expect(initial).toMatchObject({ activityComments: true, applicationProduct: false });
    const saved = await post(
      '/api/account/notification-settings',
      { notificationSettings: { applicationProduct: true, activityComments: false } },
      me.headers,
    );
    expect(saved.json().notificationSettings).toMatchObject({
      applicationProduct: true,
      activityComments: false,
      activityAnswers: true,
    });
    expect(
      (await get('/api/account/notification-settings', me.headers)).json().notificationSettings
        .applicationProduct,
    ).toBe(true);
    expect(
      (
        await post(
          '/api/account/notification-settings',
          { notificationSettings: { applicationProduct: 'yes' } },
          me.headers,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('saves social links, refusing anything that is not a URL', async () => {
    const me = await newAccount('social');
    const saved = await post(
      '/api/account/social-links',
      { socialLinks: { twitterLink: 'https://x.com/keel', facebookLink: '' } },
      me.headers,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().socialLinks).toEqual({
      facebookLink: '',
      instagramLink: '',
      linkedinLink: '',
      twitterLink: 'https://x.com/keel',
    });
    const bad = await post(
      '/api/account/social-links',
      { socialLinks: { linkedinLink: 'javascript:alert(1)' } },
      me.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['socialLinks.linkedinLink']).toBe('Must be a valid URL');
    expect(
      (await get('/api/account/social-links', me.headers)).json().socialLinks.linkedinLink,
    ).toBe('');
    expect((await get('/api/profile', me.headers)).json().profile.socialLinks.twitterLink).toBe(
      'https://x.com/keel',
    );
  });
});

describe('POST /api/account/change-password', () => {
  it('checks the old password, keeps this session and ends the others', async () => {
    const me = await newAccount('password');
    const other = await signIn(t.app, me.email, 'first-password');
    const response = await post(
      '/api/account/change-password',
      { oldPassword: 'first-password', newPassword: 'second-password' },
      me.headers,
    );
    expect(response.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${response.json().accessToken}` };
    expect((await get('/api/account/my-account', fresh)).statusCode).toBe(200);
    expect((await get('/api/account/my-account', other.headers)).statusCode).toBe(401);
    expect(
      (await post('/api/account/login', { email: me.email, password: 'second-password' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 400 "Old password is incorrect" and the form messages', async () => {
    const me = await newAccount('wrongold');
    const wrong = await post(
      '/api/account/change-password',
      { oldPassword: 'not-it-at-all', newPassword: 'second-password' },
      me.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Old password is incorrect',
      fields: { oldPassword: 'Old password is incorrect' },
    });
    const same = await post(
      '/api/account/change-password',
      { oldPassword: 'first-password', newPassword: 'first-password' },
      me.headers,
    );
    expect(same.json().fields.newPassword).toBe(
      'New password must be different from the old password',
    );
    const missing = await post(
      '/api/account/change-password',
      { oldPassword: '', newPassword: 'short' },
      me.headers,
    );
    expect(missing.json().fields).toMatchObject({
      oldPassword: 'Old password is required',
      newPassword: 'Password must be at least 8 characters',
    });
    expect(
      (await post('/api/account/login', { email: me.email, password: 'first-password' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('plan and billing invoices', () => {
  it('upgrades with an invoice at the plan price and downgrades for free', async () => {
    const me = await newAccount('plan');
    const yearly = await post(
      '/api/account/plan',
      { plan: 'premium', billingCycle: 'yearly' },
      me.headers,
    );
    expect(yearly.statusCode).toBe(200);
    expect(yearly.json().user.plan).toBe('premium');
    expect(yearly.json().billingInvoice).toMatchObject({
      plan: 'premium',
      billingCycle: 'yearly',
      price: 107.89,
    });
    const monthly = await post('/api/account/plan', { plan: 'starter' }, me.headers);
    expect(monthly.json().billingInvoice).toMatchObject({ price: 4.99, billingCycle: 'monthly' });
    const cancel = await post('/api/account/plan', { plan: 'basic' }, me.headers);
    expect(cancel.json()).toMatchObject({ user: { plan: 'basic' }, billingInvoice: null });
    expect((await get('/api/account/my-account', me.headers)).json().user.plan).toBe('basic');
    const list = (await get('/api/account/billing-invoices', me.headers)).json();
    expect(list.total).toBe(2);
    expect(list.billingInvoices[0].plan).toBe('starter');
    expect((await post('/api/account/plan', { plan: 'gold' }, me.headers)).statusCode).toBe(400);
  });

  it('lists only my own invoices', async () => {
    const demo = await signIn(t.app, 'demo@keel.dev');
    const mine = (await get('/api/account/billing-invoices?pageSize=100', demo.headers)).json();
    const stranger = await newAccount('stranger');
    expect((await get('/api/account/billing-invoices', stranger.headers)).json()).toEqual({
      billingInvoices: [],
      total: 0,
    });
    expect(mine.total).toBeGreaterThanOrEqual(0);
  });
});
