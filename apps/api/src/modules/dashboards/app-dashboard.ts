// /dashboard/app: the workspace at a glance — people, posts, files, unread mail, orders,
// best-selling products, sales by country and the newest invoices.
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppDashboard } from '@keel/contracts/dashboards';
import { formatInvoiceNumber } from '@keel/contracts/invoices';
import type { User } from '@keel/contracts/user';
import type { Database } from '@keel/db/client';
import { blogPosts } from '@keel/db/schema/blog';
import { files } from '@keel/db/schema/files';
import { invoices } from '@keel/db/schema/invoices';
import { mailItems } from '@keel/db/schema/mail';
import { orders } from '@keel/db/schema/orders';
import { users } from '@keel/db/schema/users';
import { availableYears, monthsOfYear, round, sumPerBucket, trendOf } from './dashboard-buckets.ts';
import { latestPostCards } from './dashboard-posts.ts';
import { placedOrders, productCards, salesByCountry } from './dashboard-shop.ts';
import { readStatus, startOfTodayUtc } from '../invoices/invoices.service.ts';

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

export async function buildAppDashboard(
  db: Database,
  user: User,
  year: number | undefined,
  now = new Date(),
): Promise<AppDashboard> {
  const chosenYear = year ?? now.getUTCFullYear();
  const months = monthsOfYear(chosenYear, now);
  // Two groups (shop and invoices; people, posts and files) run side by side.
  const shop = Promise.all([
    // "New orders": placed and waiting to be shipped.
    db.select({ value: count() }).from(orders).where(eq(orders.status, 'pending')),
    // Of the invoices sent out (drafts aside), how many are paid.
    db
      .select({
        issued: count(),
        paid: sql<number>`count(*) filter (where ${invoices.status} = 'paid')`.mapWith(Number),
      })
      .from(invoices)
      .where(ne(invoices.status, 'draft')),
    db
      .select()
      .from(invoices)
      .orderBy(desc(invoices.createdAt), desc(invoices.createDate), desc(invoices.invoiceNumber))
      .limit(5),
    trendOf(db, placedOrders, now),
    sumPerBucket(db, placedOrders, months),
    availableYears(db, orders.createdAt, orders, now),
    productCards(db, 'bestSelling', 5),
    salesByCountry(db),
  ]);
  const people = Promise.all([
    db
      .select({
        all: count(),
        verified: sql<number>`count(*) filter (where ${users.isVerified})`.mapWith(Number),
        // "Active users" now: active accounts seen in the last 30 days.
        active:
          sql<number>`count(*) filter (where ${users.status} = 'active' and ${users.lastActivity} > ${new Date(now.getTime() - 30 * DAY).toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
      })
      .from(users),
    db
      .select({ value: count() })
      .from(mailItems)
      .where(
        and(
          eq(mailItems.userId, user.id),
          eq(mailItems.folder, 'inbox'),
          eq(mailItems.isUnread, true),
        ),
      ),
    latestPostCards(db, 3),
    trendOf(db, { table: users, date: users.createdAt }, now),
    // Files added to the file manager, across the workspace.
    trendOf(db, { table: files, date: files.createdAt, where: eq(files.isFolder, false) }, now),
    usersByCountry(db),
    sumPerBucket(db, { table: users, date: users.createdAt }, months),
    availableYears(db, users.createdAt, users, now),
    db
      .select({
        id: users.id,
        name: users.displayName,
        avatarUrl: users.photoUrl,
        value: sql<number>`sum(${blogPosts.favoriteCount})`.mapWith(Number),
      })
      .from(blogPosts)
      .innerJoin(users, eq(users.id, blogPosts.authorId))
      .groupBy(users.id, users.displayName, users.photoUrl)
      .orderBy(desc(sql`sum(${blogPosts.favoriteCount})`))
      .limit(3),
  ]);
  const [shopRows, peopleRows] = await Promise.all([shop, people]);
  const [
    [pending],
    [invoiceShare],
    newInvoices,
    orderTrend,
    monthlyOrders,
    orderYears,
    topProducts,
    countries,
  ] = shopRows;
  const [
    [counts],
    [unread],
    featuredPosts,
    signUpTrend,
    filesUploaded,
    byCountry,
    signUps,
    userYears,
    topAuthors,
  ] = peopleRows;
  const today = startOfTodayUtc(now);
  const years = [...new Set([...userYears, ...orderYears])].sort((a, b) => b - a);
  return {
    welcome: {
      displayName: user.displayName,
      newOrders: pending?.value ?? 0,
      unreadMails: unread?.value ?? 0,
    },
    featuredPosts,
    activeUsers: { ...signUpTrend, total: counts?.active ?? 0 },
    orders: orderTrend,
    filesUploaded,
    usersByCountry: byCountry,
    yearly: {
      year: chosenYear,
      years,
      categories: months.map((month) => month.label),
      series: [
        { name: 'Sign-ups', data: signUps },
        { name: 'Orders', data: monthlyOrders },
      ],
    },
    newInvoices: newInvoices.map((row) => ({
      id: row.id,
      invoiceNumber: formatInvoiceNumber(row.invoiceNumber),
      client: row.clientName,
      totalPrice: row.total,
      status: readStatus(row, today),
      createDate: row.createDate.toISOString(),
    })),
    topProducts,
    topCountries: countries.slice(0, 5),
    topAuthors,
    paidInvoicesPercent:
      invoiceShare && invoiceShare.issued > 0
        ? round((invoiceShare.paid / invoiceShare.issued) * 100)
        : 0,
    verifiedUsersPercent:
      counts && counts.all > 0 ? round((counts.verified / counts.all) * 100) : 0,
  } satisfies AppDashboard;
}
