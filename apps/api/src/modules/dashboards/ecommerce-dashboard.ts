// /dashboard/ecommerce: revenue, products sold and customers, from the shop's products, orders
// and order items. Sales are placed orders not cancelled or refunded (dashboard-shop.ts).
import { desc, eq, ne, sql } from 'drizzle-orm';
import type { EcommerceDashboard } from '@keel/contracts/dashboards';
import { PRODUCT_CATEGORIES, PRODUCT_GENDERS } from '@keel/contracts/products';
import type { User } from '@keel/contracts/user';
import type { Database } from '@keel/db/client';
import { orders } from '@keel/db/schema/orders';
import { users } from '@keel/db/schema/users';
import {
  availableYears,
  lastMonths,
  monthsOfYear,
  round,
  sumPerBucket,
  trendOf,
} from './dashboard-buckets.ts';
import {
  averageOrderTrend,
  isSale,
  productCards,
  saleOrders,
  saleRevenue,
  salesByCategoryAndGender,
  unitsSold,
} from './dashboard-shop.ts';

async function balance(db: Database) {
  const [row] = await db
    .select({
      revenue: sql<string>`coalesce(sum(${orders.total}), 0)`,
      refunds: sql<string>`coalesce(sum(${orders.total}) filter (where ${orders.status} = 'refunded'), 0)`,
    })
    .from(orders)
    .where(ne(orders.status, 'cancelled'));
  const revenue = round(Number(row?.revenue ?? 0));
  const refunds = round(Number(row?.refunds ?? 0));
  return { revenue, refunds, net: round(revenue - refunds) };
}

async function topCustomers(db: Database, limit: number) {
  const spent = sql<string>`sum(${orders.total})`;
  const rows = await db
    .select({
      id: users.id,
      name: users.displayName,
      avatarUrl: users.photoUrl,
      country: users.country,
      orders: sql<number>`count(*)`.mapWith(Number),
      totalSpent: spent,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(isSale)
    .groupBy(users.id, users.displayName, users.photoUrl, users.country)
    .orderBy(desc(spent), users.displayName)
    .limit(limit);
  return rows.map((row, index) => ({
    ...row,
    totalSpent: round(Number(row.totalSpent)),
    rank: index + 1,
  }));
}

export async function buildEcommerceDashboard(
  db: Database,
  user: User,
  year: number | undefined,
  now = new Date(),
): Promise<EcommerceDashboard> {
  const chosenYear = year ?? now.getUTCFullYear();
  const months = monthsOfYear(chosenYear, now);
  const thisMonth = {
    label: 'month',
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(now.getTime() + 1),
  };
  const [
    current,
    newProducts,
    latestProducts,
    productSold,
    revenueTrend,
    average,
    monthRevenue,
    yearlyRevenue,
    yearlyOrders,
    years,
    sales,
    customers,
  ] = await Promise.all([
    balance(db),
    productCards(db, 'newestInStock', 5),
    productCards(db, 'newest', 6),
    trendOf(db, unitsSold, now),
    trendOf(db, saleRevenue, now),
    averageOrderTrend(db, lastMonths(8, now), now),
    sumPerBucket(db, saleRevenue, [thisMonth]),
    sumPerBucket(db, saleRevenue, months),
    sumPerBucket(db, saleOrders, months),
    availableYears(db, orders.createdAt, orders, now),
    salesByCategoryAndGender(db),
    topCustomers(db, 5),
  ]);
  const sumOf = (rows: typeof sales, key: 'units' | 'revenue') =>
    round(rows.reduce((sum, row) => sum + row[key], 0));
  return {
    welcome: { firstName: user.firstName, monthRevenue: round(monthRevenue[0] ?? 0) },
    newProducts,
    productSold,
    // The balance now, with the trend of the last 30 days' revenue.
    totalBalance: { ...revenueTrend, total: current.net },
    averageOrderValue: average,
    saleByGender: PRODUCT_GENDERS.map((label) => ({
      label,
      value: sumOf(
        sales.filter((row) => row.gender === label),
        'units',
      ),
    })),
    yearlySales: {
      year: chosenYear,
      years,
      categories: months.map((month) => month.label),
      series: [
        { name: 'Revenue', data: yearlyRevenue.map(round) },
        { name: 'Orders', data: yearlyOrders },
      ],
    },
    salesOverview: PRODUCT_CATEGORIES.map((label) => ({
      label,
      value: sumOf(
        sales.filter((row) => row.category === label),
        'revenue',
      ),
    })),
    currentBalance: current,
    topCustomers: customers,
    latestProducts,
  } satisfies EcommerceDashboard;
}
