// An invoice list's stats: count and amount per status (overdue split from unpaid at today),
// each with its share of all, from the running totals or counted under the list's filters.
import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceStats } from '@keel/contracts/invoices';
import type { Database } from '@keel/db/client';
import { invoices } from '@keel/db/schema/invoices';
import type { ListSnapshot } from '../../shared/list-totals.ts';

type Bucket = { count: number; amount: number };
type Buckets = Record<'paid' | 'unpaid' | 'overdue' | 'draft', Bucket>;

const emptyBuckets = (): Buckets => ({
  paid: { count: 0, amount: 0 },
  unpaid: { count: 0, amount: 0 },
  overdue: { count: 0, amount: 0 },
  draft: { count: 0, amount: 0 },
});

function toStats(buckets: Buckets): InvoiceStats {
  const parts = Object.values(buckets);
  const all = parts.reduce((sum, part) => sum + part.count, 0);
  const allAmount = parts.reduce((sum, part) => sum + part.amount, 0);
  const stat = ({ count, amount }: Bucket) => ({
    count,
    amount: Math.round(amount * 100) / 100,
    percent: all === 0 ? 0 : Math.round((count / all) * 1000) / 10,
  });
  return {
    all: stat({ count: all, amount: allAmount }),
    paid: stat(buckets.paid),
    unpaid: stat(buckets.unpaid),
    overdue: stat(buckets.overdue),
    draft: stat(buckets.draft),
  };
}

/** The stats of every invoice, from the running totals (unpaid split at the snapshot's day). */
export function statsOfTotals(snapshot: ListSnapshot): InvoiceStats {
  const buckets = emptyBuckets();
  for (const group of snapshot.groups) {
    const name = group.status === 'unpaid' && group.overdue ? 'overdue' : group.status;
    if (!(name in buckets)) continue;
    buckets[name as keyof Buckets].count += group.entries;
    buckets[name as keyof Buckets].amount += group.amount;
  }
  return toStats(buckets);
}

/** The stats of the invoices `filters` select, counted in one pass. */
export async function countStats(
  db: Database,
  filters: SQL | undefined,
  today: Date,
): Promise<InvoiceStats> {
  const unpaid = sql`${invoices.status} = 'unpaid' and ${invoices.dueDate} >= ${today}`;
  const overdue = sql`${invoices.status} = 'unpaid' and ${invoices.dueDate} < ${today}`;
  const bucket = (condition: SQL) => ({
    count: sql<number>`count(*) filter (where ${condition})`.mapWith(Number),
    amount: sql<number>`coalesce(sum(${invoices.total}) filter (where ${condition}), 0)`.mapWith(
      Number,
    ),
  });
  const [row] = await db
    .select({
      paid: bucket(sql`${invoices.status} = 'paid'`),
      unpaid: bucket(unpaid),
      overdue: bucket(overdue),
      draft: bucket(sql`${invoices.status} = 'draft'`),
    })
    .from(invoices)
    .where(filters);
  return toStats(row ?? emptyBuckets());
}
