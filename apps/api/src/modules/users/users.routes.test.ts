import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@keel/db/schema/account-security';
import { users } from '@keel/db/schema/users';
import { rawRows } from '../../shared/raw-rows.ts';
import { latestCode } from '../../test/outbox-code.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace.${Math.random().toString(36).slice(2, 8)}@example.org`,
  phoneNumber: '+1 555-0100',
  country: 'United States',
  state: 'New York',
  city: 'New York',
  address: '1 Navy Way',
  company: 'Keel',
  jobTitle: 'Compiler engineer',
  ...overrides,
});

describe('GET /api/users', () => {
  it('pages, sorts by name by default and counts every status', async () => {
    const response = await get('/api/users?page=1&pageSize=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.users).toHaveLength(5);
    expect(body.counts.all).toBe(body.counts.active + body.counts.banned);
    expect(body.total).toBe(body.counts.all);
    const names = body.users.map((user: { displayName: string }) => user.displayName.toLowerCase());
    expect([...names].sort()).toEqual(names);
    expect(response.body).not.toMatch(/passwordHash|argon2|tokenVersion/);
  });

  it('filters by status tab, search and job title, keeping the tab counts', async () => {
    const banned = (await get('/api/users?status=banned&pageSize=100')).json();
    expect(banned.users.every((user: { status: string }) => user.status === 'banned')).toBe(true);
    expect(banned.total).toBe(banned.counts.banned);

    const search = (await get('/api/users?q=JAYDON')).json();
    expect(search.users.map((user: { email: string }) => user.email)).toContain('demo@keel.dev');

    const role = (
      await get(
        `/api/users?role=${encodeURIComponent('Engineering manager,Product designer')}&pageSize=100`,
      )
    ).json();
    const emails = role.users.map((user: { email: string }) => user.email);
    expect(emails).toEqual(expect.arrayContaining(['demo@keel.dev', 'member@keel.dev']));
    expect(role.counts.all).toBe(role.total);

    const admins = (await get('/api/users?access=admin&pageSize=100')).json();
    expect(admins.users.every((user: { role: string }) => user.role === 'admin')).toBe(true);
  });

  it('keeps the counts exact right after every write, with or without filters, however it came', async () => {
    type Listed = { id: string; status: string };
    const filters = ['', '&q=grace', '&role=Compiler%20engineer', '&access=member'];
    const expectExact = async (step: string) => {
      for (const filter of filters) {
        const body = (await get(`/api/users?pageSize=100${filter}`)).json();
        const listed = body.users as Listed[];
        const count = (status: string) => listed.filter((user) => user.status === status).length;
        expect(body.counts, `${step}${filter}`).toEqual({
          all: listed.length,
          active: count('active'),
          banned: count('banned'),
        });
      }
    };
    await expectExact('before');
    const grace = (await post('/api/users/new', newUser())).json().user;
    await expectExact('created');
    await post('/api/users/update', { userId: grace.id, user: { status: 'banned' } });
    await expectExact('banned');
    await post('/api/users/update', { userId: grace.id, user: { jobTitle: 'Pilot' } });
    await expectExact('job title changed');
    // Straight to the database, past the API: the counts follow all the same.
    await t.database.db.execute(
      sql`update users set status = 'active', job_title = 'Compiler engineer' where id = ${grace.id}`,
    );
    await expectExact('changed in SQL');
    await post('/api/users/delete', { userIds: [grace.id] });
    await expectExact('deleted');
  });

  it('folds the running totals when they pile up, and they add up the same', async () => {
    const before = (await get('/api/users')).json().counts;
    // Many writes that cancel out: a +1 and a -1 per pair, as a ban and an unban would leave.
    await t.database.db.execute(sql`
      insert into list_totals (list, status, entries, changes)
      select 'users', 'banned', case when g % 2 = 0 then 1 else -1 end, 1 from generate_series(1, 400) g`);
    expect((await get('/api/users')).json().counts).toEqual(before);
    const totalsRows = async () =>
      rawRows<{ rows: number; last: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as rows, max(id)::int as last from list_totals where list = 'users'`,
        ),
      )[0]!;
    const folded = await totalsRows();
    expect(folded.rows).toBeLessThanOrEqual(3);
    // Folded rows stay as they are: the next read does not fold them again.
    expect((await get('/api/users')).json().counts).toEqual(before);
    expect(await totalsRows()).toEqual(folded);
  });

  it('reads late pages backwards with the same rows as forwards', async () => {
    for (const query of [
      'sort=createdAt:desc',
      'sort=company:asc&status=active',
      'sort=email:desc&q=a',
    ]) {
      const all = (await get(`/api/users?pageSize=100&${query}`)).json().users as { id: string }[];
      for (let page = 1; page <= Math.ceil(all.length / 9); page++) {
        const body = (await get(`/api/users?pageSize=9&page=${page}&${query}`)).json();
        expect(
          body.users.map((user: { id: string }) => user.id),
          `${query} page ${page}`,
        ).toEqual(all.slice((page - 1) * 9, page * 9).map((user) => user.id));
      }
    }
  });

  it('sorts by any column in both directions', async () => {
    const desc = (await get('/api/users?sort=createdAt:desc&pageSize=100')).json().users as {
      createdAt: string;
    }[];
    const dates = desc.map((user) => user.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await get('/api/users?sort=password:asc')).statusCode).toBe(400);
  });

  it('is readable by members but needs a token', async () => {
    expect((await get('/api/users', member.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/roles, /api/users/user, /api/users/cards', () => {
  it('lists the job titles in use', async () => {
    const { roles } = (await get('/api/users/roles', member.headers)).json();
    expect(roles).toEqual(expect.arrayContaining(['Engineering manager', 'Product designer']));
  });

  it('finds a user by slug or answers 404 "User not found"', async () => {
    const found = await get('/api/users/user?name=lucian-obrien', member.headers);
    expect(found.json().user.email).toBe('member@keel.dev');
    const missing = await get('/api/users/user?name=nobody-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
  });

  it('pages the member directory with counts and social links', async () => {
    const response = await get('/api/users/cards?page=1&pageSize=12', member.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.cards.length).toBeLessThanOrEqual(12);
    expect(body.total).toBeGreaterThan(12);
    expect(body.cards[0]).toMatchObject({
      follower: expect.any(Number),
      following: expect.any(Number),
      totalPosts: expect.any(Number),
      socialLinks: { facebookLink: expect.any(String) },
    });
    const search = (await get('/api/users/cards?q=lucian', member.headers)).json();
    expect(search.cards.map((card: { slug: string }) => card.slug)).toContain('lucian-obrien');
  });
});

describe('POST /api/users/new', () => {
  it('creates a member without a password and mails a welcome', async () => {
    const body = newUser();
    const response = await post('/api/users/new', body);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      email: body.email,
      displayName: 'Grace Hopper',
      role: 'member',
      status: 'active',
      zipCode: '',
    });
    expect((await get(`/api/users/user?name=${user.slug}`)).json().user.id).toBe(user.id);
    const login = await post(
      '/api/account/login',
      { email: body.email, password: 'anything-at-all' },
      {},
    );
    expect(login.statusCode).toBe(400);
    const [welcome] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, body.email));
    expect(welcome).toMatchObject({ subject: 'Welcome to Keel' });
    expect(welcome!.text).toContain('/auth/reset-password');
  });

  it('validates with the form messages and creates nothing', async () => {
    const before = (await get('/api/users')).json().counts.all;
    const response = await post(
      '/api/users/new',
      newUser({ firstName: ' ', email: 'nope', phoneNumber: 'call me', jobTitle: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      firstName: 'First name is required',
      email: 'Email must be a valid email address',
      phoneNumber: 'Phone number is not valid',
      jobTitle: 'Role is required',
    });
    expect((await get('/api/users')).json().counts.all).toBe(before);
  });

  it('answers 409 for an e-mail in use', async () => {
    const response = await post('/api/users/new', newUser({ email: 'MEMBER@keel.dev' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This e-mail is already in use');
  });

  it('is forbidden to members with 403 "You do not have permission"', async () => {
    const response = await post('/api/users/new', newUser(), member.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission');
    // Even a malformed body: the role check comes first.
    expect((await post('/api/users/new', {}, member.headers)).statusCode).toBe(403);
  });
});

describe('POST /api/users/update', () => {
  it('edits fields and the display name', async () => {
    const { user } = (await post('/api/users/new', newUser())).json();
    const response = await post('/api/users/update', {
      userId: user.id,
      user: { lastName: 'Brewster', company: 'Navy' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      displayName: 'Grace Brewster',
      company: 'Navy',
      firstName: 'Grace',
    });
  });

  it('bans: the user cannot sign in and their token stops working', async () => {
    const email = `ban.${Date.now()}@example.org`;
    const registered = await post(
      '/api/account/register',
      { email, password: 'longenough', firstName: 'Ban', lastName: 'Me' },
      {},
    );
    const token = { authorization: `Bearer ${registered.json().accessToken}` };
    expect((await get('/api/account/my-account', token)).statusCode).toBe(200);
    const ban = await post('/api/users/update', {
      userId: registered.json().user.id,
      user: { status: 'banned' },
    });
    expect(ban.json().user.status).toBe('banned');
    expect((await get('/api/account/my-account', token)).statusCode).toBe(401);
    const login = await post('/api/account/login', { email, password: 'longenough' }, {});
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account has been banned.');
    // Unbanned, they can sign in again; the old token stays dead.
    await post('/api/users/update', {
      userId: registered.json().user.id,
      user: { status: 'active' },
    });
    expect(
      (await post('/api/account/login', { email, password: 'longenough' }, {})).statusCode,
    ).toBe(200);
    expect((await get('/api/account/my-account', token)).statusCode).toBe(401);
  });

  it('changes the access role, which takes effect at once', async () => {
    const email = `promote.${Date.now()}@example.org`;
    const registered = (
      await post(
        '/api/account/register',
        { email, password: 'longenough', firstName: 'Pro', lastName: 'Mote' },
        {},
      )
    ).json();
    const headers = { authorization: `Bearer ${registered.accessToken}` };
    expect((await post('/api/users/new', newUser(), headers)).statusCode).toBe(403);
    await post('/api/users/update', { userId: registered.user.id, user: { role: 'admin' } });
    expect((await post('/api/users/new', newUser(), headers)).statusCode).toBe(200);
  });

  it('turning "Email verified" off sends a new code', async () => {
    const { user } = (await post('/api/users/new', newUser({ isVerified: true }))).json();
    const response = await post('/api/users/update', {
      userId: user.id,
      user: { isVerified: false },
    });
    expect(response.json().user.isVerified).toBe(false);
    expect(await latestCode(t.database.db, user.email)).toMatch(/^\d{6}$/);
  });

  it('refuses to demote or ban yourself', async () => {
    const demote = await post('/api/users/update', {
      userId: admin.userId,
      user: { role: 'member' },
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe('You cannot change your own access role');
    const ban = await post('/api/users/update', {
      userId: admin.userId,
      user: { status: 'banned' },
    });
    expect(ban.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.userId));
    expect(row).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('answers 409 for a taken e-mail, 404 for an unknown user, 400 for a bad body, 403 for members', async () => {
    const { user } = (await post('/api/users/new', newUser())).json();
    expect(
      (await post('/api/users/update', { userId: user.id, user: { email: 'demo@keel.dev' } }))
        .statusCode,
    ).toBe(409);
    const missing = await post('/api/users/update', {
      userId: '00000000-0000-4000-8000-000000000000',
      user: { company: 'X' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
    const bad = await post('/api/users/update', { userId: user.id, user: { phoneNumber: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect((await get(`/api/users/user?name=${user.slug}`)).json().user.phoneNumber).toBe(
      '+1 555-0100',
    );
    expect(
      (await post('/api/users/update', { userId: user.id, user: { company: 'X' } }, member.headers))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/users/delete', () => {
  it('deletes several users at once', async () => {
    const a = (await post('/api/users/new', newUser())).json().user;
    const b = (await post('/api/users/new', newUser())).json().user;
    const response = await post('/api/users/delete', { userIds: [a.id, b.id] });
    expect(response.statusCode).toBe(200);
    expect((await get(`/api/users/user?name=${a.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/users/user?name=${b.slug}`)).statusCode).toBe(404);
  });

  it('never deletes yourself, and deletes nothing then', async () => {
    const other = (await post('/api/users/new', newUser())).json().user;
    const response = await post('/api/users/delete', { userIds: [other.id, admin.userId] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You cannot delete your own account');
    expect((await get(`/api/users/user?name=${other.slug}`)).statusCode).toBe(200);
  });

  it('answers 404 for unknown ids, 400 for an empty list, 403 for members', async () => {
    expect(
      (await post('/api/users/delete', { userIds: ['00000000-0000-4000-8000-000000000000'] }))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/users/delete', { userIds: [] })).statusCode).toBe(400);
    const forbidden = await post('/api/users/delete', { userIds: [admin.userId] }, member.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('You do not have permission');
  });
});
