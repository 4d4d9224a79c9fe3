// /dashboard/analytics: activity across the workspace by month, sales by country and by
// category, the latest orders, content totals, news and my open tasks.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AnalyticsDashboard } from '@keel/contracts/dashboards';
import { PRODUCT_CATEGORIES, PRODUCT_GENDERS } from '@keel/contracts/products';
import type { Database } from '@keel/db/client';
import { blogComments, blogPosts } from '@keel/db/schema/blog';
import { bookings } from '@keel/db/schema/bookings';
import { kanbanCardAssignees, kanbanCards } from '@keel/db/schema/kanban';
import { orders } from '@keel/db/schema/orders';
import { products } from '@keel/db/schema/products';
import { uploads } from '@keel/db/schema/uploads';
import { users } from '@keel/db/schema/users';
import { availableYears, monthsOfYear, sumPerBucket, trendOf } from './dashboard-buckets.ts';
import { latestPostCards } from './dashboard-posts.ts';
import {
  latestOrders,
  placedOrders,
  saleRevenue,
  salesByCategoryAndGender,
  salesByCountry,
  topWithOther,
} from './dashboard-shop.ts';

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

export async function buildAnalyticsDashboard(
  db: Database,
  userId: string,
  year: number | undefined,
  now = new Date(),
): Promise<AnalyticsDashboard> {
  const chosenYear = year ?? now.getUTCFullYear();
  const months = monthsOfYear(chosenYear, now);
  const [openCards] = await db
    .select({ value: count() })
    .from(kanbanCards)
    .where(eq(kanbanCards.completed, false));
  const [
    weeklySales,
    itemOrders,
    monthlyOrders,
    orderYears,
    countries,
    categorySales,
    orderTimeline,
  ] = await Promise.all([
    trendOf(db, saleRevenue, now, undefined, 7),
    trendOf(db, placedOrders, now),
    sumPerBucket(db, placedOrders, months),
    availableYears(db, orders.createdAt, orders, now),
    salesByCountry(db),
    salesByCategoryAndGender(db),
    latestOrders(db, 5),
  ]);
  const [newUsers, signUps, posts, userYears, news, totals, openTasks, myTasks] = await Promise.all(
    [
      trendOf(db, { table: users, date: users.createdAt }, now),
      sumPerBucket(db, { table: users, date: users.createdAt }, months),
      sumPerBucket(
        db,
        { table: blogPosts, date: blogPosts.createdAt, where: sql`${blogPosts.publish}` },
        months,
      ),
      availableYears(db, users.createdAt, users, now),
      latestPostCards(db, 5),
      Promise.all([
        db.select({ value: count() }).from(users),
        db.select({ value: count() }).from(blogPosts),
        db.select({ value: count() }).from(blogComments),
        db.select({ value: count() }).from(uploads),
        db.select({ value: count() }).from(bookings),
        db.select({ value: count() }).from(kanbanCards),
        db.select({ value: count() }).from(orders),
        db.select({ value: count() }).from(products),
      ]),
      // Open now; the trend compares cards created in the last 30 days with the 30 before.
      trendOf(db, { table: kanbanCards, date: kanbanCards.createdAt }, now, openCards?.value ?? 0),
      myOpenTasks(db, userId),
    ],
  );
  const [
    usersTotal,
    postsTotal,
    commentsTotal,
    uploadsTotal,
    bookingsTotal,
    tasksTotal,
    ordersTotal,
    productsTotal,
  ] = totals.map(([row]) => row?.value ?? 0);
  const years = [...new Set([...userYears, ...orderYears])].sort((a, b) => b - a);
  const units = (category: string, gender: string) =>
    categorySales.find((row) => row.category === category && row.gender === gender)?.units ?? 0;
  return {
    weeklySales,
    newUsers,
    itemOrders,
    openTasks,
    activity: {
      year: chosenYear,
      years,
      categories: months.map((month) => month.label),
      series: [
        { name: 'Users', data: signUps },
        { name: 'Orders', data: monthlyOrders },
        { name: 'Posts', data: posts },
      ],
    },
    ordersByCountry: topWithOther(
      countries.map((row) => ({ label: row.country, value: row.orders })),
      5,
    ),
    revenueByCountry: countries
      .slice(0, 6)
      .map((row) => ({ label: row.country, value: row.revenue })),
    salesByCategory: {
      categories: [...PRODUCT_CATEGORIES],
      series: PRODUCT_GENDERS.map((name) => ({
        name,
        data: PRODUCT_CATEGORIES.map((category) => units(category, name)),
      })),
    },
    news,
    orderTimeline,
    contentTotals: [
      { label: 'Users', value: usersTotal ?? 0 },
      { label: 'Posts', value: postsTotal ?? 0 },
      { label: 'Comments', value: commentsTotal ?? 0 },
      { label: 'Uploads', value: uploadsTotal ?? 0 },
      { label: 'Bookings', value: bookingsTotal ?? 0 },
      { label: 'Tasks', value: tasksTotal ?? 0 },
      { label: 'Orders', value: ordersTotal ?? 0 },
      { label: 'Products', value: productsTotal ?? 0 },
    ],
    myTasks,
  } satisfies AnalyticsDashboard;
}
