import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart-body.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: '/tmp/keel-test-data-dashboards' });
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const dashboard = async (name: string, headers: Headers, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/${name}${query}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const post = (url: string, payload: unknown, headers: Headers) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const thisMonth = new Date().toISOString().slice(0, 7);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('overview dashboards', () => {
  it('require sign-in and reject bad selectors', async () => {
    for (const name of ['app', 'ecommerce', 'analytics', 'banking', 'booking', 'file']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/dashboard/${name}` })).statusCode,
      ).toBe(401);
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/dashboard/banking?period=decade',
          headers: demo.headers,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/dashboard/app?year=abc',
          headers: demo.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('app: counts sign-ups this month, and a new user raises it', async () => {
    const before = await dashboard('app', demo.headers);
    expect(before.welcome.displayName).toBe('Jaydon Frankie');
    expect(before.featuredPosts).toHaveLength(3);
    expect(
      before.usersByCountry.reduce((sum: number, row: { value: number }) => sum + row.value, 0),
    ).toBe(52);
    expect(before.topAuthors.length).toBeGreaterThan(0);
    expect(before.verifiedUsersPercent).toBeGreaterThan(0);
    const index = before.yearly.categories.indexOf(thisMonth);
    const signUps = before.yearly.series.find((s: { name: string }) => s.name === 'Sign-ups').data[
      index
    ];
    await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        email: 'new.person@example.com',
        password: 'longenough',
        firstName: 'New',
        lastName: 'Person',
      },
    });
    const after = await dashboard('app', demo.headers);
    expect(
      after.yearly.series.find((s: { name: string }) => s.name === 'Sign-ups').data[index],
    ).toBe(signUps + 1);
    // A mail to me raises the unread count in the greeting.
    await post(
      '/api/mail/send',
      { to: ['demo@keel.dev'], subject: 'Dashboard ping', message: '<p>Hi</p>', attachments: [] },
      member.headers,
    );
    expect((await dashboard('app', demo.headers)).welcome.unreadMails).toBe(
      before.welcome.unreadMails + 1,
    );
    const lastYear = await dashboard(
      'app',
      demo.headers,
      `?year=${new Date().getUTCFullYear() - 1}`,
    );
    expect(lastYear.yearly.year).toBe(new Date().getUTCFullYear() - 1);
    expect(lastYear.yearly.years).toContain(new Date().getUTCFullYear() - 1);
  });

  it('banking: my income and expenses, and a transfer moves them', async () => {
    const before = await dashboard('banking', demo.headers, '?period=week');
    expect(before.cards).toHaveLength(3);
    expect(before.balanceStatistics.categories).toHaveLength(7);
    expect(before.expenses.series).toHaveLength(8);
    expect(before.expenseCategories.length).toBeGreaterThan(3);
    const theirsBefore = await dashboard('banking', member.headers);
    await post(
      '/api/banking/transfer',
      { toUserId: member.userId, amount: 250, cardId: before.cards[0].id },
      demo.headers,
    );
    const after = await dashboard('banking', demo.headers, '?period=week');
    expect(after.expenses.total).toBeCloseTo(before.expenses.total + 250, 2);
    expect(after.balanceStatistics.series[1].data.at(-1)).toBeCloseTo(
      before.balanceStatistics.series[1].data.at(-1) + 250,
      2,
    );
    expect(after.cards[0].balance).toBeCloseTo(before.cards[0].balance - 250, 2);
    const theirsAfter = await dashboard('banking', member.headers);
    expect(theirsAfter.income.total).toBeCloseTo(theirsBefore.income.total + 250, 2);
    const year = await dashboard('banking', demo.headers, '?period=year');
    expect(year.balanceStatistics.categories).toHaveLength(12);
  });

  it('booking: statuses and charts follow the bookings table', async () => {
    const before = await dashboard('booking', demo.headers, '?period=month');
    expect(before.totalBooking.series).toHaveLength(8);
    expect(before.reservationStats.categories).toHaveLength(30);
    expect(before.newestBookings).toHaveLength(6);
    expect(before.roomsAvailable.total).toBe(
      before.roomsAvailable.sold + before.roomsAvailable.available,
    );
    const pending = (
      await t.app.inject({
        method: 'GET',
        url: '/api/bookings?status=pending&pageSize=1',
        headers: demo.headers,
      })
    ).json().bookings[0];
    await post(
      '/api/bookings/update',
      { bookingId: pending.id, booking: { status: 'cancelled' } },
      demo.headers,
    );
    const after = await dashboard('booking', demo.headers, '?period=month');
    expect(after.bookedRooms.pending).toBe(before.bookedRooms.pending - 1);
    expect(after.bookedRooms.cancelled).toBe(before.bookedRooms.cancelled + 1);
  });

  it('file: my files, quota, kinds, folders; an upload to the file manager moves them', async () => {
    const before = await dashboard('file', member.headers, '?period=week');
    const appBefore = await dashboard('app', demo.headers);
    expect(before.myFiles).toBeGreaterThan(0);
    expect(before.quota.used).toBeGreaterThan(0);
    expect(before.quota.total).toBe(5 * 1024 ** 3);
    expect(before.storage.map((s: { label: string }) => s.label)).toEqual([
      'Images',
      'Media',
      'Documents',
      'Other',
    ]);
    // The quota counts every upload (attachments, avatars, the trash); the radial my files.
    expect(
      before.storage.reduce((sum: number, s: { size: number }) => sum + s.size, 0),
    ).toBeLessThanOrEqual(before.quota.used);
    expect(before.storage.reduce((sum: number, s: { count: number }) => sum + s.count, 0)).toBe(
      before.myFiles,
    );
    expect(before.folders.length).toBeGreaterThan(0);
    expect(before.dataActivity.categories).toHaveLength(7);
    const { headers, payload } = multipartBody('files', [
      { name: 'pixel.png', content: PNG, type: 'image/png' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...member.headers, ...headers },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const file = uploaded.json().files[0];
    const after = await dashboard('file', member.headers, '?period=week');
    expect(after.myFiles).toBe(before.myFiles + 1);
    expect((await dashboard('app', demo.headers)).filesUploaded.total).toBe(
      appBefore.filesUploaded.total + 1,
    );
    expect(after.quota.used).toBe(before.quota.used + PNG.length);
    const images = (body: { storage: { label: string; size: number; count: number }[] }) =>
      body.storage.find((s) => s.label === 'Images')!;
    expect(images(after).count).toBe(images(before).count + 1);
    expect(images(after).size).toBe(images(before).size + PNG.length);
    expect(after.recentFiles[0]).toMatchObject({
      id: file.id,
      name: 'pixel.png',
      type: 'png',
      size: PNG.length,
    });
    expect((await t.app.inject({ method: 'GET', url: after.recentFiles[0].url })).statusCode).toBe(
      200,
    );
    expect(after.dataActivity.series[0].data.at(-1)).toBe(
      before.dataActivity.series[0].data.at(-1) + 1,
    );
    const year = await dashboard('file', member.headers, '?period=year');
    expect(year.dataActivity.categories).toHaveLength(12);
    // Sharing it with demo and favouriting it there move demo's counts, not anyone's storage.
    const demoBefore = await dashboard('file', demo.headers);
    expect(demoBefore.recentFiles.some((f: { id: string }) => f.id === file.id)).toBe(false);
    expect(
      (
        await post(
          '/api/files/share',
          { fileId: file.id, emails: ['demo@keel.dev'] },
          member.headers,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/files/favorite', { fileId: file.id, isFavorited: true }, demo.headers))
        .statusCode,
    ).toBe(200);
    const demoAfter = await dashboard('file', demo.headers);
    expect(demoAfter.sharedWithMe).toBe(demoBefore.sharedWithMe + 1);
    expect(demoAfter.favorites).toBe(demoBefore.favorites + 1);
    expect(demoAfter.quota.used).toBe(demoBefore.quota.used);
    // A new top-level folder shows among the folders.
    expect(
      (
        await post(
          '/api/files/folders/new',
          { name: 'Dashboard folder', parentId: null },
          member.headers,
        )
      ).statusCode,
    ).toBe(200);
    expect((await dashboard('file', member.headers)).folders[0]).toMatchObject({
      name: 'Dashboard folder',
      totalFiles: 0,
      size: 0,
    });
  });

  it('analytics: content totals and posts by month follow the blog', async () => {
    const before = await dashboard('analytics', demo.headers);
    const posts = (list: { label: string; value: number }[]) =>
      list.find((row) => row.label === 'Posts')!.value;
    expect(before.news).toHaveLength(5);
    expect(before.activity.series.map((s: { name: string }) => s.name)).toEqual([
      'Users',
      'Orders',
      'Posts',
    ]);
    const created = await post(
      '/api/blog/posts/new',
      {
        title: 'Dashboard test post',
        description: 'd',
        body: '<p>b</p>',
        cover: '/c.webp',
        tags: ['a', 'b'],
        metaKeywords: ['k'],
        publish: true,
      },
      demo.headers,
    );
    expect(created.statusCode).toBe(200);
    const after = await dashboard('analytics', demo.headers);
    expect(posts(after.contentTotals)).toBe(posts(before.contentTotals) + 1);
    const index = after.activity.categories.indexOf(thisMonth);
    expect(after.activity.series[2].data[index]).toBe(before.activity.series[2].data[index] + 1);
    expect(after.news[0].title).toBe('Dashboard test post');
  });

  it('analytics: open tasks and my tasks follow the kanban board', async () => {
    const before = await dashboard('analytics', member.headers);
    const { board } = (
      await t.app.inject({ method: 'GET', url: '/api/kanban/board', headers: member.headers })
    ).json();
    const created = await post(
      '/api/kanban/cards/new',
      {
        columnId: board.columnOrder[0],
        card: { name: 'Dashboard task', assignee: [{ id: member.userId }] },
      },
      member.headers,
    );
    expect(created.statusCode).toBe(200);
    const after = await dashboard('analytics', member.headers);
    expect(after.openTasks.total).toBe(before.openTasks.total + 1);
    expect(after.myTasks.map((task: { name: string }) => task.name)).toContain('Dashboard task');
    await post(
      '/api/kanban/cards/update',
      { cardId: created.json().card.id, card: { completed: true } },
      member.headers,
    );
    const done = await dashboard('analytics', member.headers);
    expect(done.openTasks.total).toBe(before.openTasks.total);
    expect(done.myTasks.map((task: { name: string }) => task.name)).not.toContain('Dashboard task');
    // Somebody else's dashboard does not list my tasks.
    expect(
      (await dashboard('analytics', demo.headers)).myTasks.map(
        (task: { name: string }) => task.name,
      ),
    ).not.toContain('Dashboard task');
  });
});
