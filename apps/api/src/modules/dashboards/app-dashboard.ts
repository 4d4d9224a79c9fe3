// /dashboard/app: the workspace at a glance — people, posts, uploads, unread mail, and (once the
// shop and invoices land) orders and invoices.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppDashboard } from '@keel/contracts/dashboards';
import type { User } from '@keel/contracts/user';
import type { Database } from '@keel/db/client';
import { blogPosts } from '@keel/db/schema/blog';
import { mailItems } from '@keel/db/schema/mail';
import { uploads } from '@keel/db/schema/uploads';
import { users } from '@keel/db/schema/users';
import { availableYears, monthsOfYear, round, sumPerBucket, trendOf } from './dashboard-buckets.ts';
import { latestPostCards } from './dashboard-posts.ts';

const DAY = 86_400_000;

export async function usersByCountry(db: Database, limit = 5) {
  const rows = await db
    .select({ label: users.country, value: count() })
    .from(users)
    .where(sql`${users.country} <> ''`)
    .groupBy(users.country)
    .orderBy(desc(count()), users.country);
  const top = rows.slice(0, limit);
  const other = rows.slice(limit).reduce((sum, row) => sum + row.value, 0);
  return other > 0 ? [...top, { label: 'Other', value: other }] : top;
}

export async function buildAppDashboard(db: Database, user: User, year: number | undefined, now = new Date()): Promise<AppDashboard> {
  const chosenYear = year ?? now.getUTCFullYear();
  const months = monthsOfYear(chosenYear);
  const [activeNow] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.status, 'active'), gt(users.lastActivity, new Date(now.getTime() - 30 * DAY))));
  const [unread] = await db
    .select({ value: count() })
    .from(mailItems)
    .where(and(eq(mailItems.userId, user.id), eq(mailItems.folder, 'inbox'), eq(mailItems.isUnread, true)));
  const [verified] = await db
    .select({ all: count(), verified: sql<number>`count(*) filter (where ${users.isVerified})`.mapWith(Number) })
    .from(users);
  const [featuredPosts, activeUsers, filesUploaded, byCountry, signUps, years, topAuthors] = await Promise.all([
    latestPostCards(db, 3),
    trendOf(db, { table: users, date: users.createdAt }, now, activeNow?.value ?? 0),
    trendOf(db, { table: uploads, date: uploads.createdAt }, now),
    usersByCountry(db),
    sumPerBucket(db, { table: users, date: users.createdAt }, months),
    availableYears(db, users.createdAt, users, now),
    db
      .select({ id: users.id, name: users.displayName, avatarUrl: users.photoUrl, value: sql<number>`sum(${blogPosts.favoriteCount})`.mapWith(Number) })
      .from(blogPosts)
      .innerJoin(users, eq(users.id, blogPosts.authorId))
      .groupBy(users.id, users.displayName, users.photoUrl)
      .orderBy(desc(sql`sum(${blogPosts.favoriteCount})`))
      .limit(3),
  ]);
  const emptyTrend = { total: 0, percent: 0, series: [] as number[] };
  return {
    welcome: { displayName: user.displayName, newOrders: 0, unreadMails: unread?.value ?? 0 },
    featuredPosts,
    activeUsers,
    orders: emptyTrend,
    filesUploaded,
    usersByCountry: byCountry,
    yearly: {
      year: chosenYear,
      years,
      categories: months.map((month) => month.label),
      series: [
        { name: 'Sign-ups', data: signUps },
        { name: 'Orders', data: months.map(() => 0) },
      ],
    },
    newInvoices: [],
    topProducts: [],
    topCountries: [],
    topAuthors,
    paidInvoicesPercent: 0,
    verifiedUsersPercent: verified && verified.all > 0 ? round((verified.verified / verified.all) * 100) : 0,
  } satisfies AppDashboard;
}
