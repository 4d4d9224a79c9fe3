// /dashboard/analytics: activity across the workspace by month, content totals and news.
// Orders and products sections fill in from the shop's tables once they exist.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AnalyticsDashboard } from '@keel/contracts/dashboards';
import type { Database } from '@keel/db/client';
import { blogComments, blogPosts } from '@keel/db/schema/blog';
import { bookings } from '@keel/db/schema/bookings';
import { kanbanCardAssignees, kanbanCards } from '@keel/db/schema/kanban';
import { uploads } from '@keel/db/schema/uploads';
import { users } from '@keel/db/schema/users';
import { availableYears, monthsOfYear, sumPerBucket, trendOf } from './dashboard-buckets.ts';
import { latestPostCards } from './dashboard-posts.ts';

export const SALES_CATEGORIES = ['Shoes', 'Apparel', 'Accessories'] as const;
export const SALES_GENDERS = ['Men', 'Women', 'Kids'] as const;
const emptyTrend = () => ({ total: 0, percent: 0, series: [] as number[] });

/** My open cards on the board, soonest due first (analytics "My tasks"). */
async function myOpenTasks(db: Database, userId: string) {
  const rows = await db
    .select({ card: kanbanCards })
    .from(kanbanCards)
    .innerJoin(kanbanCardAssignees, eq(kanbanCardAssignees.cardId, kanbanCards.id))
    .where(and(eq(kanbanCardAssignees.userId, userId), eq(kanbanCards.completed, false)))
    .orderBy(sql`${kanbanCards.dueEnd} asc nulls last`, asc(kanbanCards.createdAt))
    .limit(8);
  return rows.map(({ card }) => ({
    id: card.id,
    name: card.name,
    columnId: card.columnId,
    due: card.dueEnd?.toISOString() ?? null,
    priority: card.priority,
    completed: card.completed,
  }));
}

export async function buildAnalyticsDashboard(db: Database, userId: string, year: number | undefined, now = new Date()): Promise<AnalyticsDashboard> {
  const chosenYear = year ?? now.getUTCFullYear();
  const months = monthsOfYear(chosenYear);
  const [openCards] = await db.select({ value: count() }).from(kanbanCards).where(eq(kanbanCards.completed, false));
  const [newUsers, signUps, posts, years, news, totals, openTasks, myTasks] = await Promise.all([
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
      db.select({ value: count() }).from(kanbanCards),
    ]),
    // Open now; the trend compares cards created in the last 30 days with the 30 before.
    trendOf(db, { table: kanbanCards, date: kanbanCards.createdAt }, now, openCards?.value ?? 0),
    myOpenTasks(db, userId),
  ]);
  const [usersTotal, postsTotal, commentsTotal, uploadsTotal, bookingsTotal, tasksTotal] = totals.map(([row]) => row?.value ?? 0);
  return {
    weeklySales: emptyTrend(),
    newUsers,
    itemOrders: emptyTrend(),
    openTasks,
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
      { label: 'Tasks', value: tasksTotal ?? 0 },
    ],
    myTasks,
  } satisfies AnalyticsDashboard;
}
