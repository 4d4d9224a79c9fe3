import { users } from '@keel/db/schema/users';
// The access model end to end (docs/spec/product.md#security-and-access): first-run setup, registration policy with
// invitations, roles, private profiles, and what a self-registered Member may not do.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

type Session = Awaited<ReturnType<typeof signIn>>;
const post = (t: TestApp, url: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const get = (t: TestApp, url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });
const person = (email: string) => ({
  email,
  password: 'a-long-passphrase',
  firstName: 'Ada',
  lastName: 'Byron',
});

describe('with demo data (open registration)', () => {
  let t: TestApp;
  let admin: Session;
  let member: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, 'demo@keel.dev');
    member = await signIn(t.app, 'member@keel.dev');
  });
  afterAll(async () => t.close());

  it('says no setup is needed, demo data is there and anyone may register', async () => {
    expect((await get(t, '/api/setup')).json()).toEqual({
      needsSetup: false,
      demoData: true,
      registration: 'open',
      requireVerifiedEmail: false,
      // No SMTP_URL in the tests: the pages must not say "We've e-mailed…".
      mailDelivery: false,
    });
    expect((await post(t, '/api/setup', person('late@example.org'))).statusCode).toBe(409);
  });

  it("the seed's register call makes a Member who cannot delete products or invoices", async () => {
    const registered = await post(t, '/api/account/register', person('newcomer@example.org'));
    expect(registered.statusCode).toBe(200);
    const { accessToken, user } = registered.json();
    expect(user.role).toBe('member');
    expect(user.permissions).not.toContain('products.delete');
    const headers = { authorization: `Bearer ${accessToken}` };
    const products = (await get(t, '/api/products?pageSize=1', headers)).json().products;
    const refused = await post(
      t,
      '/api/products/delete',
      { productIds: [products[0].id] },
      headers,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission');
    expect(
      (await post(t, '/api/invoices/delete', { invoiceIds: [products[0].id] }, headers)).statusCode,
    ).toBe(403);
    expect((await get(t, '/api/invoices', headers)).statusCode).toBe(403);
  });

  it("hides a private profile's contact fields from a Member, not from an admin or the person", async () => {
    const list = (await get(t, '/api/users?pageSize=100', admin.headers)).json().users as {
      id: string;
      slug: string;
      email: string;
      phoneNumber: string;
      isPublic: boolean;
      status: string;
    }[];
    const secret = list.find(
      (user) => !user.isPublic && user.phoneNumber && user.status === 'active',
    )!;
    expect(secret).toBeDefined();
    const asMember = (await get(t, `/api/users/user?name=${secret.slug}`, member.headers)).json()
      .user;
    expect(asMember).toMatchObject({ phoneNumber: '', address: '', city: '', zipCode: '' });
    const inList = (
      await get(t, `/api/users?q=${encodeURIComponent(secret.email)}`, member.headers)
    ).json().users[0];
    expect(inList.phoneNumber).toBe('');
    const contact = (
      await get(
        t,
        `/api/chat/search?query=${encodeURIComponent(secret.email.split('@')[0]!)}`,
        member.headers,
      )
    )
      .json()
      .results?.find?.((found: { id: string }) => found.id === secret.id);
    if (contact) expect(contact).toMatchObject({ phone: '', address: '' });
    expect(
      (await get(t, `/api/users/user?name=${secret.slug}`, admin.headers)).json().user.phoneNumber,
    ).toBe(secret.phoneNumber);
  });

  it('admins make, change and delete custom roles; built-in ones are fixed', async () => {
    const created = await post(
      t,
      '/api/roles/new',
      { name: 'Support', permissions: ['invoices.read', 'mail.use'] },
      admin.headers,
    );
    expect(created.statusCode).toBe(200);
    const key = created.json().role.key;
    expect(
      (await post(t, '/api/roles/new', { name: 'support', permissions: [] }, admin.headers))
        .statusCode,
    ).toBe(409);
    expect(
      (await post(t, '/api/roles/new', { name: 'X', permissions: ['nope.nope'] }, admin.headers))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(t, '/api/roles/new', { name: 'Y', permissions: [] }, member.headers)).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          t,
          '/api/roles/update',
          { key: 'admin', role: { name: 'Root', permissions: [] } },
          admin.headers,
        )
      ).statusCode,
    ).toBe(400);
    const updated = await post(
      t,
      '/api/roles/update',
      { key, role: { name: 'Support desk', permissions: ['invoices.read'] } },
      admin.headers,
    );
    expect(updated.json().role).toMatchObject({
      name: 'Support desk',
      permissions: ['invoices.read'],
      userCount: 0,
    });
    // Given to someone, it cannot be deleted; an unknown role cannot be given.
    const someone = (await get(t, '/api/users?pageSize=100', admin.headers))
      .json()
      .users.find(
        (user: { role: string; email: string }) =>
          user.role === 'member' && !user.email.endsWith('@keel.dev'),
      );
    expect(
      (
        await post(
          t,
          '/api/users/update',
          { userId: someone.id, user: { role: 'no-such-role' } },
          admin.headers,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          t,
          '/api/users/update',
          { userId: someone.id, user: { role: key } },
          admin.headers,
        )
      ).statusCode,
    ).toBe(200);
    expect((await post(t, '/api/roles/delete', { key }, admin.headers)).statusCode).toBe(409);
    await post(
      t,
      '/api/users/update',
      { userId: someone.id, user: { role: 'member' } },
      admin.headers,
    );
    expect((await post(t, '/api/roles/delete', { key }, admin.headers)).statusCode).toBe(200);
  });
});

describe('invite-only registration', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRATION: 'invite' });
    admin = await signIn(t.app, 'demo@keel.dev');
  });
  afterAll(async () => t.close());

  it('answers the same for a known and an unknown e-mail without an invitation (issue 22)', async () => {
    await t.database.db.insert(users).values({
      slug: 'known-person',
      firstName: 'K',
      lastName: 'P',
      displayName: 'K P',
      email: 'known.person@example.org',
    });
    const known = await post(t, '/api/account/register', person('known.person@example.org'));
    const unknown = await post(t, '/api/account/register', person('nobody.here@example.org'));
    expect(known.statusCode).toBe(403);
    expect(known.body).toBe(unknown.body);
  });

  it('refuses register without an invitation and accepts it once with one', async () => {
    const refused = await post(t, '/api/account/register', person('guest@example.org'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/invitation only/);

    const invited = await post(
      t,
      '/api/invitations/new',
      { email: 'guest@example.org', role: 'manager' },
      admin.headers,
    );
    expect(invited.statusCode).toBe(200);
    const code = new URL(invited.json().link).searchParams.get('invite')!;
    expect((await get(t, `/api/invitations/check?code=${code}`)).json()).toEqual({
      email: 'guest@example.org',
      roleName: 'Manager',
    });
    // The code is for that address only.
    expect(
      (await post(t, '/api/account/register', { ...person('other@example.org'), inviteCode: code }))
        .statusCode,
    ).toBe(400);
    const accepted = await post(t, '/api/account/register', {
      ...person('guest@example.org'),
      inviteCode: code,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ role: 'manager', isVerified: true });
    expect(
      (
        await post(t, '/api/account/register', {
          ...person('guest2@example.org'),
          inviteCode: code,
        })
      ).statusCode,
    ).toBe(400);
    expect((await get(t, `/api/invitations/check?code=${code}`)).statusCode).toBe(404);
    const listed = (await get(t, '/api/invitations', admin.headers)).json().invitations;
    expect(
      listed.find((invitation: { email: string }) => invitation.email === 'guest@example.org')
        .status,
    ).toBe('accepted');
  });

  it('a revoked invitation no longer works, and the system sender cannot register', async () => {
    const invited = await post(
      t,
      '/api/invitations/new',
      { email: 'late@example.org', role: 'member' },
      admin.headers,
    );
    const { invitation, link } = invited.json();
    const code = new URL(link).searchParams.get('invite')!;
    expect(
      (await post(t, '/api/invitations/revoke', { invitationId: invitation.id }, admin.headers))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(t, '/api/account/register', { ...person('late@example.org'), inviteCode: code }))
        .statusCode,
    ).toBe(400);
    expect((await post(t, '/api/account/register', person('no-reply@keel.dev'))).statusCode).toBe(
      400,
    );
  });
});

describe('a fresh install without demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'false' });
    // Empty the copy of the seeded database: no people, no demo marker.
    await t.database.db.execute(sql`truncate table users cascade`);
    await t.database.db.execute(sql`delete from app_settings`);
  });
  afterAll(async () => t.close());

  it('runs setup once, then refuses it; register stays invite-only and unverified accounts are held', async () => {
    expect((await get(t, '/api/setup')).json()).toEqual({
      needsSetup: true,
      demoData: false,
      registration: 'invite',
      requireVerifiedEmail: true,
      mailDelivery: false,
    });
    expect((await post(t, '/api/account/register', person('first@example.org'))).statusCode).toBe(
      403,
    );
    const setup = await post(t, '/api/setup', person('owner@example.org'));
    expect(setup.statusCode).toBe(200);
    expect(setup.json().user).toMatchObject({ role: 'admin', isVerified: true });
    expect(setup.json().user.permissions).toContain('roles.manage');
    expect((await post(t, '/api/setup', person('intruder@example.org'))).statusCode).toBe(409);
    expect((await get(t, '/api/setup')).json().needsSetup).toBe(false);
    const headers = { authorization: `Bearer ${setup.json().accessToken}` };
    expect((await get(t, '/api/invoices', headers)).statusCode).toBe(200);
  });
});

describe('REQUIRE_VERIFIED_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRATION: 'open', REQUIRE_VERIFIED_EMAIL: 'true' });
  });
  afterAll(async () => t.close());

  it('an unverified account may read and edit its profile, nothing else', async () => {
    const registered = await post(t, '/api/account/register', person('pending@example.org'));
    expect(registered.json().user.isVerified).toBe(false);
    const headers = { authorization: `Bearer ${registered.json().accessToken}` };
    expect((await get(t, '/api/account/my-account', headers)).statusCode).toBe(200);
    expect(
      (await post(t, '/api/account/update', { user: { about: 'Hello' } }, headers)).statusCode,
    ).toBe(200);
    const held = await get(t, '/api/calendar/events', headers);
    expect(held.statusCode).toBe(403);
    expect(held.json().message).toBe('Verify your e-mail address to continue.');
  });
});
