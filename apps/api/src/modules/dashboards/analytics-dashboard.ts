// /dashboard/analytics: activity across the workspace by month, content totals and news.
// Orders, products and kanban sections fill in from their tables (see the shop and kanban modules).
import { count, sql } from 'drizzle-orm';
import type { AnalyticsDashboard } from '@keel/contracts/dashboards';
import type { Database } from '@keel/db/client';
import { blogComments, blogPosts } from '@keel/db/schema/blog';
import { bookings } from '@keel/db/schema/bookings';
import { uploads } from '@keel/db/schema/uploads';
import { users } from '@keel/db/schema/users';
import { availableYears, monthsOfYear, sumPerBucket, trendOf } from './dashboard-buckets.ts';
import { latestPostCards } from './dashboard-posts.ts';

export const SALES_CATEGORIES = ['Shoes', 'Apparel', 'Accessories'] as const;
export const SALES_GENDERS = ['Men', 'Women', 'Kids'] as const;
const emptyTrend = () => ({ total: 0, percent: 0, series: [] as number[] });

export async function buildAnalyticsDashboard(db: Database, year: number | undefined, now = new Date()): Promise<AnalyticsDashboard> {
  const chosenYear = year ?? now.getUTCFullYear();
  const months = monthsOfYear(chosenYear);
  const [newUsers, signUps, posts, years, news, totals] = await Promise.all([
    trendOf(db, { table: users, date: users.createdAt }, now),
    sumPerBucket(db, { table: users, date: users.createdAt }, months),
    sumPerBucket(db, { table: blogPosts, date: blogPosts.createdAt, where: sql`${blogPosts.publish}` }, months),
    availableYears(db, users.createdAt, users, now),
    latestPostCards(db, 5),
    Promise.all([
      db.select({ value: count() }).from(users),
      db.select({ value: count() }).from(blogPosts),
      db.select({ value: count() }).from(blogComments),
      db.select({ value: count() }).from(uploads),
      db.select({ value: count() }).from(bookings),
    ]),
  ]);
  const [usersTotal, postsTotal, commentsTotal, uploadsTotal, bookingsTotal] = totals.map(([row]) => row?.value ?? 0);
  return {
    weeklySales: emptyTrend(),
    newUsers,
    itemOrders: emptyTrend(),
    openTasks: emptyTrend(),
    activity: {
      year: chosenYear,
      years,
      categories: months.map((month) => month.label),
      series: [
        { name: 'Users', data: signUps },
        { name: 'Orders', data: months.map(() => 0) },
        { name: 'Posts', data: posts },
      ],
    },
    ordersByCountry: [],
    revenueByCountry: [],
    salesByCategory: { categories: [...SALES_CATEGORIES], series: SALES_GENDERS.map((name) => ({ name, data: SALES_CATEGORIES.map(() => 0) })) },
    news,
    orderTimeline: [],
    contentTotals: [
      { label: 'Users', value: usersTotal ?? 0 },
      { label: 'Posts', value: postsTotal ?? 0 },
      { label: 'Comments', value: commentsTotal ?? 0 },
      { label: 'Uploads', value: uploadsTotal ?? 0 },
      { label: 'Bookings', value: bookingsTotal ?? 0 },
    ],
    myTasks: [],
  } satisfies AnalyticsDashboard;
}
