// Running totals of the large lists (users per status; invoices per status and due day, with
// their amounts), kept by statement triggers (migration 0008) so a list page needs no count over
// every row. Each write adds a row holding its net change, never updates one: concurrent writers
// neither wait for each other nor deadlock. Readers sum a list's rows; the API folds them now and
// then (`apps/api/src/shared/list-totals.ts`). `changes` counts the writes a list could see: a
// version number for caches of filtered totals.
import { bigint, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { money } from './money.ts';

export const listTotals = pgTable(
  'list_totals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    list: text('list', { enum: ['users', 'invoices'] }).notNull(),
    /** users.status or invoices.status; null on a row that only counts a change. */
    status: text('status'),
    /** An unpaid invoice's due day (UTC): it reads overdue from the next day on. */
    dueDay: date('due_day', { mode: 'string' }),
    entries: bigint('entries', { mode: 'number' }).notNull().default(0),
    amount: money('amount', 16).notNull().default(0),
    changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [index('list_totals_list_idx').on(table.list)],
);
