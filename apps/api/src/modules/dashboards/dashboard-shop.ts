// The shop's figures the app, e-commerce and analytics dashboards share: what counts as a sale,
// order and revenue sources for the bucket sums, product cards and the per-country totals.
// A sale is an order that was placed and not cancelled or refunded (a new order is pending).
import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { formatOrderNumber } from '@keel/contracts/orders';
import type { Database } from '@keel/db/client';
import { orderItems, orders } from '@keel/db/schema/orders';
import { products, type ProductRow } from '@keel/db/schema/products';
import {
  percentChange,
  round,
  sumPerBucket,
  type Bucket,
  type Source,
} from './dashboard-buckets.ts';

const DAY = 86_400_000;

export const isSale: SQL = inArray(orders.status, ['pending', 'completed']);

/** Orders placed (any status). */
export const placedOrders: Source = { table: orders, date: orders.createdAt };
/** Orders that count as sales. */
export const saleOrders: Source = { table: orders, date: orders.createdAt, where: isSale };
/** Revenue of sales (order totals, after discount and with shipping). */
export const saleRevenue: Source = {
  table: orders,
  date: orders.createdAt,
  value: sql`${orders.total}`,
  where: isSale,
};
/** Units sold: order item quantities of sales. */
export const unitsSold: Source = {
  table: orderItems,
  joins: [{ table: orders, on: eq(orders.id, orderItems.orderId) }],
  date: orders.createdAt,
  value: sql`${orderItems.quantity}`,
  where: isSale,
};

export function toProductCard(row: ProductRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    cover: row.images[0] ?? '',
    price: row.price,
    priceSale: row.priceSale,
    sold: row.sold,
    category: row.category,
  };
}

export async function productCards(
  db: Database,
  order: 'newest' | 'newestInStock' | 'bestSelling',
  limit: number,
) {
  let query = db.select().from(products).$dynamic();
  if (order === 'newestInStock') query = query.where(gt(products.available, 0));
  const rows = await query
    .orderBy(
      ...(order === 'bestSelling' ? [desc(products.sold)] : []),
      desc(products.createdAt),
      desc(products.id),
    )
    .limit(limit);
  return rows.map(toProductCard);
}

const country = sql<string>`coalesce(nullif(${orders.billing}->>'country', ''), 'Unknown')`;

/** Sales per billing country, most revenue first. */
export async function salesByCountry(db: Database) {
  const rows = await db
    .select({
      country,
      orders: sql<number>`count(*)`.mapWith(Number),
      revenue: sql<string>`sum(${orders.total})`,
    })
    .from(orders)
    .where(isSale)
    .groupBy(country)
    .orderBy(desc(sql`sum(${orders.total})`), country);
  return rows.map((row) => ({
    country: row.country,
    orders: row.orders,
    revenue: round(Number(row.revenue)),
  }));
}

/** The first `limit` rows, then the rest summed as "Other". */
export function topWithOther(rows: { label: string; value: number }[], limit: number) {
  const sorted = [...rows].sort((a, b) => b.value - a.value);
  const other = sorted.slice(limit).reduce((sum, row) => sum + row.value, 0);
  const top = sorted.slice(0, limit).map((row) => ({ label: row.label, value: round(row.value) }));
  return other > 0 ? [...top, { label: 'Other', value: round(other) }] : top;
}

/**
 * The average order value as a trend: revenue / sales over the last 30 days against the 30
 * before, with the monthly averages of the last 8 months as the sparkline.
 */
export async function averageOrderTrend(db: Database, months: Bucket[], now: Date) {
  const last = {
    label: 'last',
    start: new Date(now.getTime() - 30 * DAY),
    end: new Date(now.getTime() + 1),
  };
  const previous = {
    label: 'previous',
    start: new Date(now.getTime() - 60 * DAY),
    end: last.start,
  };
  const buckets = [previous, last, ...months];
  const [revenue, count] = await Promise.all([
    sumPerBucket(db, saleRevenue, buckets),
    sumPerBucket(db, saleOrders, buckets),
  ]);
  const averages = buckets.map((_, index) =>
    (count[index] ?? 0) > 0 ? round((revenue[index] ?? 0) / count[index]!) : 0,
  );
  return {
    total: averages[1] ?? 0,
    percent: percentChange(averages[1] ?? 0, averages[0] ?? 0),
    series: averages.slice(2),
  };
}

/** The latest orders, newest first (analytics order timeline). */
export async function latestOrders(db: Database, limit: number) {
  const rows = await db
    .select()
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    orderNumber: formatOrderNumber(row.orderNumber),
    customer: row.customerName,
    total: row.total,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Units sold and revenue of sales per product category × gender (one grouped scan). */
export async function salesByCategoryAndGender(db: Database, where?: SQL) {
  const rows = await db
    .select({
      category: products.category,
      gender: products.gender,
      units: sql<string>`sum(${orderItems.quantity})`,
      revenue: sql<string>`sum(${orderItems.subtotal})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(where ? and(isSale, where) : isSale)
    .groupBy(products.category, products.gender);
  return rows.map((row) => ({
    category: row.category,
    gender: row.gender,
    units: Number(row.units),
    revenue: Number(row.revenue),
  }));
}
