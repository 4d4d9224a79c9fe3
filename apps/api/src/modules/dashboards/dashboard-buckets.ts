// Time buckets and the two aggregations every dashboard uses: a value summed per bucket in one
// scan (`sum(...) filter (where …)` per bucket), and a 30-day trend with a monthly sparkline.
// Buckets are computed in UTC here, so results do not depend on the database's time zone.
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Period, Trend } from '@keel/contracts/dashboards';
import type { Database } from '@keel/db/client';

export interface Bucket {
  label: string;
  start: Date;
  end: Date;
}

export interface Source {
  table: PgTable;
  /** Inner joins, for a date or value that lives in another table (order items → orders). */
  joins?: { table: PgTable; on: SQL }[];
  date: PgColumn;
  /** What to add up; a row count when absent. */
  value?: SQL;
  where?: SQL;
}

const DAY = 86_400_000;
const monthLabel = (date: Date) => date.toISOString().slice(0, 7);
const dayLabel = (date: Date) => date.toISOString().slice(0, 10);
const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** The months of a year; with `now`, only those begun by then (a chart of this year stops today). */
export function monthsOfYear(year: number, now?: Date): Bucket[] {
  const months = Array.from({ length: 12 }, (_, month) => {
    const start = new Date(Date.UTC(year, month, 1));
    return { label: monthLabel(start), start, end: new Date(Date.UTC(year, month + 1, 1)) };
  });
  return now ? months.filter((month) => month.start <= now) : months;
}

export function lastMonths(count: number, now: Date): Bucket[] {
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1),
    );
    return {
      label: monthLabel(start),
      start,
      end: new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)),
    };
  });
}

export function lastDays(count: number, now: Date): Bucket[] {
  const today = startOfUtcDay(now);
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(today.getTime() - (count - 1 - index) * DAY);
    return { label: dayLabel(start), start, end: new Date(start.getTime() + DAY) };
  });
}

/** week: the last 7 days; month: the last 30 days; year: the last 12 months. */
export function periodBuckets(period: Period, now: Date): Bucket[] {
  if (period === 'week') return lastDays(7, now);
  if (period === 'month') return lastDays(30, now);
  return lastMonths(12, now);
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** One `sum(...) filter (where …)` column per bucket, and the filter for the whole range. */
function bucketSums(source: Source, buckets: Bucket[]) {
  const value = source.value ?? sql`1`;
  const columns = Object.fromEntries(
    buckets.map((bucket, index) => [
      `b${index}`,
      sql<string>`coalesce(sum(${value}) filter (where ${source.date} >= ${ts(bucket.start)} and ${source.date} < ${ts(bucket.end)}), 0)`,
    ]),
  );
  const range = sql`${source.date} >= ${ts(buckets[0]!.start)} and ${source.date} < ${ts(buckets.at(-1)!.end)}`;
  return { columns, where: source.where ? and(source.where, range) : range };
}

const readBuckets = (row: Record<string, unknown> | undefined, buckets: Bucket[]) =>
  buckets.map((_, index) => Number(row?.[`b${index}`] ?? 0));

export async function sumPerBucket(
  db: Database,
  source: Source,
  buckets: Bucket[],
): Promise<number[]> {
  if (buckets.length === 0) return [];
  const { columns, where } = bucketSums(source, buckets);
  let query = db.select(columns).from(source.table).$dynamic();
  for (const join of source.joins ?? []) query = query.innerJoin(join.table, join.on);
  const [row] = await query.where(where);
  return readBuckets(row, buckets);
}

/** Like sumPerBucket, per value of `group` in one grouped scan: group → one sum per bucket. */
export async function sumPerBucketBy(
  db: Database,
  source: Source,
  buckets: Bucket[],
  group: SQL<string>,
): Promise<Map<string, number[]>> {
  if (buckets.length === 0) return new Map();
  const { columns, where } = bucketSums(source, buckets);
  let query = db
    .select({ group, ...columns })
    .from(source.table)
    .$dynamic();
  for (const join of source.joins ?? []) query = query.innerJoin(join.table, join.on);
  const rows = await query.where(where).groupBy(group);
  return new Map(rows.map((row) => [String(row.group), readBuckets(row, buckets)]));
}

export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export function lastWeeks(count: number, now: Date): Bucket[] {
  const end = startOfUtcDay(now).getTime() + DAY;
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(end - (count - index) * 7 * DAY);
    return { label: dayLabel(start), start, end: new Date(start.getTime() + 7 * DAY) };
  });
}

/**
 * The last `days` (30) against the `days` before, plus a sparkline: the last 8 months, or the
 * last 8 weeks for a weekly tile.
 */
export async function trendOf(
  db: Database,
  source: Source,
  now: Date,
  total?: number,
  days = 30,
): Promise<Trend> {
  const last = {
    label: 'last',
    start: new Date(now.getTime() - days * DAY),
    end: new Date(now.getTime() + 1),
  };
  const previous = {
    label: 'previous',
    start: new Date(now.getTime() - 2 * days * DAY),
    end: last.start,
  };
  const [[before, recent], series] = await Promise.all([
    sumPerBucket(db, source, [previous, last]).then(
      (values) => [values[0] ?? 0, values[1] ?? 0] as const,
    ),
    sumPerBucket(db, source, days <= 7 ? lastWeeks(8, now) : lastMonths(8, now)),
  ]);
  return {
    total: round(total ?? recent),
    percent: percentChange(recent, before),
    series: series.map(round),
  };
}

export const round = (value: number) => Math.round(value * 100) / 100;

/** The years a yearly chart can show: from the oldest row's year to this year. */
export async function availableYears(
  db: Database,
  date: PgColumn,
  table: PgTable,
  now: Date,
): Promise<number[]> {
  const [row] = await db.select({ oldest: sql<string | null>`min(${date})` }).from(table);
  const first = row?.oldest ? new Date(row.oldest).getUTCFullYear() : now.getUTCFullYear();
  const years: number[] = [];
  for (
    let year = now.getUTCFullYear();
    year >= Math.max(first, now.getUTCFullYear() - 9);
    year -= 1
  )
    years.push(year);
  return years;
}
