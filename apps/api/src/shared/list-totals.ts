// Exact totals of the large lists (users, invoices) without counting every row on every call:
// the running sums that triggers keep in list_totals (packages/db/src/schema/list-totals.ts),
// and a cache of the totals under a filter that holds while the list's change count stands.
// Edit when a list gets running totals or its totals read differently.
import { count, sql } from 'drizzle-orm';
import type { Database } from '@keel/db/client';
import { listTotals } from '@keel/db/schema/list-totals';

export type ListName = (typeof listTotals.list.enumValues)[number];

export interface ListGroup {
  status: string;
  /** For unpaid invoices: due before `today`; null elsewhere. */
  overdue: boolean | null;
  entries: number;
  amount: number;
}

export interface ListSnapshot {
  groups: ListGroup[];
  /** How many writes the list has seen: a cached total is good while this stands. */
  version: number;
}

// One row per write adds up; past this many more than a fold would leave, a read folds them.
const FOLD_AFTER_ROWS = 256;
const CACHE_SIZE = 100;

export function createListTotals<Totals>(db: Database, list: ListName) {
  const sums = db
    .select({
      status: listTotals.status,
      overdue: sql<boolean | null>`${listTotals.dueDay} < ${sql.placeholder('today')}::date`,
      entries: sql<number>`coalesce(sum(${listTotals.entries}), 0)`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${listTotals.amount}), 0)`.mapWith(Number),
      changes: sql<number>`coalesce(sum(${listTotals.changes}), 0)`.mapWith(Number),
      rows: count(),
      // Rows a fold would leave: one per day (unpaid invoices), else one.
      folded: sql<number>`greatest(count(distinct ${listTotals.dueDay}), 1)`.mapWith(Number),
    })
    .from(listTotals)
    .where(sql`${listTotals.list} = ${sql.placeholder('list')}`)
    .groupBy(sql`1, 2`)
    .prepare('list_totals_sums');
  const cache = new Map<string, { version: number; totals: Totals }>();

  /** Folds the list's rows into one per group; the sums stay the same for every reader. */
  async function fold() {
    await db.execute(sql`
      with gone as (
        delete from ${listTotals} where ${listTotals.list} = ${list}
        returning status, due_day, entries, amount, changes
      )
      insert into ${listTotals} (list, status, due_day, entries, amount, changes)
      select ${list}, status, due_day, sum(entries), sum(amount), sum(changes) from gone
      group by status, due_day
      having sum(entries) <> 0 or sum(amount) <> 0 or sum(changes) <> 0`);
  }

  return {
    /** The list's totals per status (unpaid invoices split at `today`, UTC) and its version. */
    async read(today = new Date()): Promise<ListSnapshot> {
      const rows = await sums.execute({ list, today: today.toISOString().slice(0, 10) });
      const surplus = rows.reduce((sum, row) => sum + row.rows - row.folded, 0);
      if (surplus > FOLD_AFTER_ROWS) await fold();
      const groups: ListGroup[] = [];
      let version = 0;
      for (const row of rows) {
        version += row.changes;
        if (row.status !== null && row.entries !== 0) {
          groups.push({
            status: row.status,
            overdue: row.overdue,
            entries: row.entries,
            amount: row.amount,
          });
        }
      }
      return { groups, version };
    },

    /** Totals computed earlier for this filter, if the list has not changed since. */
    lookup(key: string, version: number): Totals | undefined {
      const entry = cache.get(key);
      if (!entry) return undefined;
      cache.delete(key);
      if (entry.version !== version) return undefined;
      cache.set(key, entry);
      return entry.totals;
    },

    /**
     * Keeps totals for this filter. `version` must come from a `read` made before they were
     * computed: a write in between only makes the entry look older than it is.
     */
    remember(key: string, version: number, totals: Totals): Totals {
      cache.delete(key);
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, { version, totals });
      return totals;
    },
  };
}
