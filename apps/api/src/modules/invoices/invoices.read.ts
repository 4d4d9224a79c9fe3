// Invoice reads: the list (filtered and sorted in SQL, a page at a time) with its per-status
// stats, one invoice, the next number. "Overdue" is derived here: unpaid, due before today (UTC).
// The writes and their rules are in invoices.service.ts.
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  formatInvoiceNumber,
  type Invoice,
  type InvoiceListQuerySchema,
  type InvoiceStats,
  type InvoiceStatus,
} from '@keel/contracts/invoices';
import {
  invoiceItems,
  invoices,
  type InvoiceItemRow,
  type InvoiceRow,
} from '@keel/db/schema/invoices';
import type { z } from 'zod';
import { notFound } from '../../shared/http-error.ts';
import { containsPattern } from '../../shared/sql-text.ts';
import { createListTotals } from '../../shared/list-totals.ts';
import { pageWindow, type PageWindow } from '../../shared/page-window.ts';
import { countStats, statsOfTotals } from './invoice-stats.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Invoices fall due on a calendar day: unpaid ones read overdue from the next day (UTC) on. */
export function startOfTodayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function readStatus(
  row: Pick<InvoiceRow, 'status' | 'dueDate'>,
  today = startOfTodayUtc(),
): InvoiceStatus {
  return row.status === 'unpaid' && row.dueDate.getTime() < today.getTime()
    ? 'overdue'
    : row.status;
}

export function toInvoice(
  row: InvoiceRow,
  items: InvoiceItemRow[],
  today = startOfTodayUtc(),
): Invoice {
  return {
    id: row.id,
    invoiceNumber: formatInvoiceNumber(row.invoiceNumber),
    status: readStatus(row, today),
    createDate: row.createDate.toISOString(),
    dueDate: row.dueDate.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    sent: row.sent,
    invoiceFrom: row.invoiceFrom,
    invoiceTo: row.invoiceTo,
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      service: item.service,
      quantity: item.quantity,
      price: item.price,
      total: item.total,
    })),
    subTotalPrice: row.subtotal,
    discount: row.discount,
    taxes: row.taxes,
    totalPrice: row.total,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  } satisfies Invoice;
}

type ListQuery = z.output<typeof InvoiceListQuerySchema>;

/** Date-only inputs ("2026-05-01") mean that day at 00:00 UTC. */
export const toDate = (value: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);

const sortColumns = {
  createDate: invoices.createDate,
  dueDate: invoices.dueDate,
  totalPrice: invoices.total,
  invoiceNumber: invoices.invoiceNumber,
  sent: invoices.sent,
  clientName: sql`lower(${invoices.clientName})`,
} as const;

export function createInvoiceReader(app: Pick<FastifyInstance, 'db'>) {
  const { db } = app;
  const listTotals = createListTotals<InvoiceStats>(db, 'invoices');
  const itemsOf = db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, sql.placeholder('invoiceId')))
    .orderBy(asc(invoiceItems.position))
    .prepare('invoice_items_of_invoice');
  const byId = db
    .select()
    .from(invoices)
    .where(eq(invoices.id, sql.placeholder('id')))
    .prepare('invoices_by_id');

  function statusCondition(status: ListQuery['status'], today: Date): SQL | undefined {
    switch (status) {
      case 'paid':
      case 'draft':
        return eq(invoices.status, status);
      case 'unpaid':
        return and(eq(invoices.status, 'unpaid'), gte(invoices.dueDate, today));
      case 'overdue':
        return and(eq(invoices.status, 'unpaid'), lt(invoices.dueDate, today));
      default:
        return undefined;
    }
  }

  function filterConditions(query: ListQuery): (SQL | undefined)[] {
    const conditions: (SQL | undefined)[] = [];
    if (query.q) {
      const number = Number(query.q.replace(/^(inv-?)?/i, ''));
      conditions.push(
        or(
          ilike(invoices.clientName, containsPattern(query.q)),
          Number.isInteger(number) && number > 0 && number < 2 ** 31
            ? eq(invoices.invoiceNumber, number)
            : undefined,
        ),
      );
    }
    if (query.services && query.services.length > 0) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(invoiceItems)
            .where(
              and(
                eq(invoiceItems.invoiceId, invoices.id),
                inArray(invoiceItems.service, query.services),
              ),
            ),
        ),
      );
    }
    if (query.from) conditions.push(gte(invoices.createDate, toDate(query.from)));
    if (query.to) {
      // A date-only "to" includes that whole day.
      const end = /^\d{4}-\d{2}-\d{2}$/.test(query.to)
        ? new Date(toDate(query.to).getTime() + 86_400_000 - 1)
        : toDate(query.to);
      conditions.push(lte(invoices.createDate, end));
    }
    return conditions;
  }

  async function withItems(rows: InvoiceRow[], today: Date): Promise<Invoice[]> {
    if (rows.length === 0) return [];
    const items = await db
      .select()
      .from(invoiceItems)
      .where(
        inArray(
          invoiceItems.invoiceId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(invoiceItems.position));
    const byInvoice = new Map<string, InvoiceItemRow[]>();
    for (const item of items)
      byInvoice.set(item.invoiceId, [...(byInvoice.get(item.invoiceId) ?? []), item]);
    return rows.map((row) => toInvoice(row, byInvoice.get(row.id) ?? [], today));
  }

  /** The invoice's row; "Invoice not found" for an unknown or malformed id. */
  async function findRow(id: string): Promise<InvoiceRow> {
    if (!UUID.test(id)) throw notFound('Invoice');
    const [row] = await byId.execute({ id });
    if (!row) throw notFound('Invoice');
    return row;
  }

  return {
    findRow,

    /** An invoice's items in their order. */
    items: (invoiceId: string) => itemsOf.execute({ invoiceId }),

    async list(query: ListQuery) {
      const today = startOfTodayUtc();
      const filters = and(...filterConditions(query));
      const where = and(filters, statusCondition(query.status, today));
      const column = sortColumns[query.sort.field];
      const orderBy = (reversed: boolean) => {
        const direction = (query.sort.direction === 'asc') !== reversed ? asc : desc;
        return [direction(column), (reversed ? asc : desc)(invoices.invoiceNumber)];
      };
      // The page's ids first (from the sort index alone, however deep the page), then their rows.
      const pageRows = async (window: PageWindow | undefined) => {
        if (!window) return [];
        const pageIds = db
          .select({ id: invoices.id })
          .from(invoices)
          .where(where)
          .orderBy(...orderBy(window.reversed))
          .limit(window.limit)
          .offset(window.offset);
        return db
          .select()
          .from(invoices)
          .where(inArray(invoices.id, pageIds))
          .orderBy(...orderBy(false));
      };

      // The stats count every status tab under the same filters: the total is the current tab's.
      // Unfiltered they are running totals; filtered, counted once per list version (and day).
      const snapshot = await listTotals.read(today);
      const key = JSON.stringify([today, query.q, query.services, query.from, query.to]);
      let summary = filters ? listTotals.lookup(key, snapshot.version) : statsOfTotals(snapshot);
      let rows: InvoiceRow[];
      if (summary) {
        rows = await pageRows(pageWindow(query.page, query.pageSize, summary[query.status].count));
      } else {
        [rows, summary] = await Promise.all([
          pageRows(pageWindow(query.page, query.pageSize)),
          countStats(db, filters, today).then((fresh) =>
            listTotals.remember(key, snapshot.version, fresh),
          ),
        ]);
      }
      return {
        invoices: await withItems(rows, today),
        total: summary[query.status].count,
        stats: summary,
      };
    },

    async find(id: string): Promise<Invoice> {
      const row = await findRow(id);
      return toInvoice(row, await itemsOf.execute({ invoiceId: row.id }));
    },

    async nextNumber(): Promise<string> {
      // Reads the identity sequence without consuming it: the number the next invoice gets.
      // Both drivers answer raw queries with `{ rows }`.
      const result = (await db.execute(
        sql`select last_value, is_called from invoices_invoice_number_seq`,
      )) as unknown as {
        rows: { last_value: string | number; is_called: boolean }[];
      };
      const [row] = result.rows;
      const last = Number(row?.last_value ?? 1000);
      return formatInvoiceNumber(row?.is_called ? last + 1 : last);
    },
  };
}

export type InvoiceReader = ReturnType<typeof createInvoiceReader>;
