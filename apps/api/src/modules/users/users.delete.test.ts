// Deleting a user who has been active everywhere (docs/spec/pages.md#users "Deleting"): their personal data
// goes, their blog posts pass to the admin who deleted them, and nothing anyone else reads breaks.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments, blogFavorites, blogPosts } from '@keel/db/schema/blog';
import { chatParticipants } from '@keel/db/schema/chat';
import { files } from '@keel/db/schema/files';
import { mailItems, mails } from '@keel/db/schema/mail';
import { orders } from '@keel/db/schema/orders';
import { productReviews } from '@keel/db/schema/products';
import { users } from '@keel/db/schema/users';
import { multipartBody } from '../../test/multipart-body.ts';
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
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** Every read a person makes in the app that takes no id. */
const READS = [
  '/api/account/my-account',
  '/api/account/addresses',
  '/api/account/cards',
  '/api/account/billing-invoices',
  '/api/banking/cards',
  '/api/banking/contacts',
  '/api/banking/transactions',
  '/api/blog/posts?pageSize=100',
  '/api/blog/posts/recent?title=none',
  '/api/blog/posts/search?query=a',
  '/api/bookings',
  '/api/bookings/reviews',
  '/api/calendar/events',
  '/api/chat/contacts',
  '/api/chat/conversations',
  '/api/chat/unread-count',
  '/api/chat/search?query=a',
  '/api/dashboard/app',
  '/api/dashboard/analytics',
  '/api/dashboard/banking',
  '/api/dashboard/booking',
  '/api/dashboard/ecommerce',
  '/api/dashboard/file',
  '/api/files?pageSize=100',
  '/api/files?scope=shared&pageSize=100',
  '/api/files/folders',
  '/api/invoices?pageSize=100',
  '/api/kanban/board',
  '/api/kanban/assignees',
  '/api/mail/labels',
  '/api/mail/mails?folder=inbox&pageSize=100',
  '/api/mail/mails?folder=sent&pageSize=100',
  '/api/notifications?pageSize=100',
  '/api/orders?pageSize=100',
  '/api/products?pageSize=100',
  '/api/profile',
  '/api/profile/posts',
  '/api/profile/followers',
  '/api/profile/friends',
  '/api/profile/gallery',
  '/api/users?pageSize=100',
  '/api/users/cards?pageSize=100',
];

describe('POST /api/users/delete of an active member', () => {
  it('passes their blog posts to the admin, removes their data and breaks no page', async () => {
    const db = t.database.db;
    // A seeded member who wrote posts, commented, ordered, reviewed, mailed and chatted.
    const [victimRow] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.role, 'member'),
          eq(users.status, 'active'),
          sql`${users.email} <> 'member@keel.dev'`,
          sql`exists (select 1 from ${blogPosts} where ${blogPosts.authorId} = ${users.id})`,
          sql`exists (select 1 from ${orders} where ${orders.customerId} = ${users.id})`,
          sql`exists (select 1 from ${productReviews} where ${productReviews.userId} = ${users.id})`,
        ),
      )
      .limit(1);
    expect(victimRow).toBeDefined();
    const victim = await signIn(t.app, victimRow!.email);

    // Leave traces with the admin and the member: mail, one-to-one and group chat, a comment and
    // a favourite on someone's post, a shared file.
    const sent = await post(
      '/api/mail/send',
      { to: ['demo@keel.dev', 'member@keel.dev'], subject: 'Before I go', message: '<p>Bye</p>' },
      victim.headers,
    );
    expect(sent.statusCode).toBe(200);
    for (const recipientIds of [[admin.userId], [admin.userId, member.userId]]) {
      const message = await post(
        '/api/chat/messages/new',
        { recipientIds, body: 'Hello from me' },
        victim.headers,
      );
      expect(message.statusCode).toBe(200);
    }
    const [adminPost] = await db
      .select({ id: blogPosts.id, slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          sql`${blogPosts.authorId} <> ${victim.userId}`,
          eq(blogPosts.publish, true),
          eq(blogPosts.allowComments, true),
        ),
      )
      .limit(1);
    const comment = await post(
      '/api/blog/comments/new',
      { postId: adminPost!.id, message: 'Nice one' },
      victim.headers,
    );
    expect(comment.statusCode).toBe(200);
    await post('/api/blog/favorite', { postId: adminPost!.id, favorite: true }, victim.headers);
    // A file of their own (uploaded here: the seed gives files to some members only).
    const body = multipartBody('files', [{ name: 'notes.txt', content: Buffer.from('notes') }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...victim.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const ownFile = uploaded.json().files[0] as { id: string };
    const share = await post(
      '/api/files/share',
      { fileId: ownFile.id, emails: ['demo@keel.dev'], permission: 'view' },
      victim.headers,
    );
    expect(share.statusCode).toBe(200);

    const theirPosts = await db
      .select({ id: blogPosts.id, slug: blogPosts.slug })
      .from(blogPosts)
      .where(eq(blogPosts.authorId, victim.userId));
    const theirOrders = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, victim.userId));
    const [theirMail] = await db
      .select({ id: mailItems.id })
      .from(mailItems)
      .innerJoin(mails, eq(mails.id, mailItems.mailId))
      .where(and(eq(mails.senderId, victim.userId), eq(mailItems.userId, member.userId)));
    const theirConversations = await db
      .select({ id: chatParticipants.conversationId })
      .from(chatParticipants)
      .where(eq(chatParticipants.userId, victim.userId));

    const deleted = await post('/api/users/delete', { userIds: [victim.userId] }, admin.headers);
    expect(deleted.statusCode).toBe(200);

    // Gone: the account, its token and its personal data.
    expect((await get('/api/account/my-account', victim.headers)).statusCode).toBe(401);
    expect(
      (await post('/api/account/login', { email: victimRow!.email, password: 'demo1234' }, {}))
        .statusCode,
    ).toBe(400);
    expect(await db.select().from(files).where(eq(files.ownerId, victim.userId))).toEqual([]);
    expect(
      await db.select().from(blogFavorites).where(eq(blogFavorites.userId, victim.userId)),
    ).toEqual([]);

    // Their posts now belong to the admin, with their comments and counts intact.
    const adminName = (await get('/api/account/my-account', admin.headers)).json().user.displayName;
    expect(theirPosts.length).toBeGreaterThan(0);
    for (const { slug } of theirPosts) {
      const read = await get(`/api/blog/post?title=${encodeURIComponent(slug)}`, admin.headers);
      expect(read.statusCode).toBe(200);
      expect(read.json().post.author.name).toBe(adminName);
    }

    // The post they commented on counts only the comments that are left.
    const commented = (
      await get(`/api/blog/post?title=${encodeURIComponent(adminPost!.slug)}`, admin.headers)
    ).json().post;
    const [{ left }] = (await db
      .select({ left: sql<number>`count(*)::int` })
      .from(blogComments)
      .where(eq(blogComments.postId, adminPost!.id))) as [{ left: number }];
    expect(commented.comment).toBe(left);
    const [{ favourites }] = (await db
      .select({ favourites: sql<number>`count(*)::int` })
      .from(blogFavorites)
      .where(eq(blogFavorites.postId, adminPost!.id))) as [{ favourites: number }];
    expect(commented.favorite).toBe(favourites);

    // What others kept still opens: their orders, the mail they sent, the conversations.
    for (const { id } of theirOrders) {
      expect((await get(`/api/orders/order?id=${id}`, admin.headers)).statusCode).toBe(200);
    }
    const mail = await get(`/api/mail/mail?mailId=${theirMail!.id}`, member.headers);
    expect(mail.statusCode).toBe(200);
    for (const { id } of theirConversations) {
      for (const who of [admin, member]) {
        const read = await get(`/api/chat/conversation?conversationKey=${id}`, who.headers);
        expect(read.statusCode).toBeLessThan(500);
      }
    }

    // And every page of both remaining people still loads (a member's role refuses some: 403).
    const failures: string[] = [];
    for (const who of [admin, member]) {
      for (const url of READS) {
        const response = await get(url, who.headers);
        const refusedByRole = who === member && response.statusCode === 403;
        if (response.statusCode !== 200 && !refusedByRole)
          failures.push(`${url} ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
