// Invoice rules: totals computed here (never trusted from the browser), "overdue" derived from
// unpaid + a due date before today, per-status stats for the current filters, send (draft →
// unpaid) and mark paid (notifies the invoice's creator).
import {
  and,
  asc,
  count,
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
  InvoiceMessages,
  formatInvoiceNumber,
  invoiceRuleErrors,
  type Invoice,
  type InvoiceInputSchema,
  type InvoiceListQuerySchema,
  type InvoiceStats,
  type InvoiceStatus,
  type InvoiceUpdateBodySchema,
} from '@keel/contracts/invoices';
import {
  invoiceAddresses,
  invoiceItems,
  invoices,
  type InvoiceItemRow,
  type InvoiceRow,
} from '@keel/db/schema/invoices';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../shared/http-error.ts';
import { containsPattern } from '../../shared/sql-text.ts';
import { createNotificationService } from '../notifications/notifications.service.ts';
import { toInvoiceAddress } from './invoice-addresses.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const toCents = (value: number) => Math.round(value * 100);

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
  } satisfies Invoice;
}

type InvoiceInput = z.output<typeof InvoiceInputSchema>;
type InvoicePatch = z.output<typeof InvoiceUpdateBodySchema>['invoice'];
type ListQuery = z.output<typeof InvoiceListQuerySchema>;

/** Date-only inputs ("2026-05-01") mean that day at 00:00 UTC. */
const toDate = (value: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);

function priced(items: InvoiceInput['items']) {
  return items.map((item, position) => ({
    ...item,
    position,
    total: (toCents(item.price) * item.quantity) / 100,
  }));
}

function totals(items: { total: number }[], discount: number, taxes: number) {
  const subtotalCents = items.reduce((sum, item) => sum + toCents(item.total), 0);
  return {
    subtotal: subtotalCents / 100,
    discount,
    taxes,
    total: (subtotalCents - toCents(discount) + toCents(taxes)) / 100,
  };
}

const sortColumns = {
  createDate: invoices.createDate,
  dueDate: invoices.dueDate,
  totalPrice: invoices.total,
  invoiceNumber: invoices.invoiceNumber,
  sent: invoices.sent,
  clientName: sql`lower(${invoices.clientName})`,
} as const;

export function createInvoicesService(app: Pick<FastifyInstance, 'db' | 'events'>) {
  const { db } = app;
  const notifications = createNotificationService(app);
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

  async function findRow(id: string): Promise<InvoiceRow> {
    if (!UUID.test(id)) throw notFound('Invoice');
    const [row] = await byId.execute({ id });
    if (!row) throw notFound('Invoice');
    return row;
  }

  async function addressSnapshot(id: string, field: 'invoiceFrom' | 'invoiceTo') {
    const [row] = await db.select().from(invoiceAddresses).where(eq(invoiceAddresses.id, id));
    if (!row) {
      const message =
        field === 'invoiceTo' ? InvoiceMessages.toRequired : InvoiceMessages.fromRequired;
      throw badRequest(message, { [field]: message });
    }
    return toInvoiceAddress(row);
  }

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

  async function stats(filters: SQL | undefined, today: Date): Promise<InvoiceStats> {
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
        allCount: count(),
        allAmount: sql<number>`coalesce(sum(${invoices.total}), 0)`.mapWith(Number),
        paid: bucket(sql`${invoices.status} = 'paid'`).count,
        paidAmount: bucket(sql`${invoices.status} = 'paid'`).amount,
        unpaid: bucket(unpaid).count,
        unpaidAmount: bucket(unpaid).amount,
        overdue: bucket(overdue).count,
        overdueAmount: bucket(overdue).amount,
        draft: bucket(sql`${invoices.status} = 'draft'`).count,
        draftAmount: bucket(sql`${invoices.status} = 'draft'`).amount,
      })
      .from(invoices)
      .where(filters);
    const all = row?.allCount ?? 0;
    const stat = (value: number, amount: number) => ({
      count: value,
      amount: Math.round(amount * 100) / 100,
      percent: all === 0 ? 0 : Math.round((value / all) * 1000) / 10,
    });
    return {
      all: stat(all, row?.allAmount ?? 0),
      paid: stat(row?.paid ?? 0, row?.paidAmount ?? 0),
      unpaid: stat(row?.unpaid ?? 0, row?.unpaidAmount ?? 0),
      overdue: stat(row?.overdue ?? 0, row?.overdueAmount ?? 0),
      draft: stat(row?.draft ?? 0, row?.draftAmount ?? 0),
    };
  }

  return {
    async list(query: ListQuery) {
      const today = startOfTodayUtc();
      const filters = and(...filterConditions(query));
      const where = and(filters, statusCondition(query.status, today));
      const column = sortColumns[query.sort.field];
      const order = [
        query.sort.direction === 'asc' ? asc(column) : desc(column),
        desc(invoices.invoiceNumber),
      ];
      // The page's ids first (from the sort index alone, however deep the page), then their rows.
      const pageIds = db
        .select({ id: invoices.id })
        .from(invoices)
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [rows, summary] = await Promise.all([
        db
          .select()
          .from(invoices)
          .where(inArray(invoices.id, pageIds))
          .orderBy(...order),
        stats(filters, today),
      ]);
      // The stats count every status tab under the same filters: the total is the current tab's.
      const total = summary[query.status].count;
      return { invoices: await withItems(rows, today), total, stats: summary };
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

    async create(userId: string, input: InvoiceInput): Promise<Invoice> {
      const [invoiceFrom, invoiceTo] = await Promise.all([
        addressSnapshot(input.invoiceFrom, 'invoiceFrom'),
        addressSnapshot(input.invoiceTo, 'invoiceTo'),
      ]);
      const items = priced(input.items);
      const sums = totals(items, input.discount, input.taxes);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(invoices)
          .values({
            status: input.status,
            createDate: toDate(input.createDate),
            dueDate: toDate(input.dueDate),
            paidAt: input.status === 'paid' ? new Date() : null,
            invoiceFrom,
            invoiceTo,
            clientName: invoiceTo.name,
            ...sums,
            notes: input.notes,
            createdBy: userId,
          })
          .returning({ id: invoices.id });
        await tx
          .insert(invoiceItems)
          .values(items.map((item) => ({ ...item, invoiceId: row!.id })));
        return row!.id;
      });
      return this.find(id);
    },

    async update(invoiceId: string, patch: InvoicePatch): Promise<Invoice> {
      const current = await findRow(invoiceId);
      const currentItems = await itemsOf.execute({ invoiceId });
      const items = patch.items
        ? priced(patch.items)
        : currentItems.map(({ id: _id, invoiceId: _invoice, ...item }) => item);
      const discount = patch.discount ?? current.discount;
      const taxes = patch.taxes ?? current.taxes;
      // The cross-field rules again, on the invoice as it will be.
      const ruleErrors = invoiceRuleErrors({
        createDate: (patch.createDate
          ? toDate(patch.createDate)
          : current.createDate
        ).toISOString(),
        dueDate: (patch.dueDate ? toDate(patch.dueDate) : current.dueDate).toISOString(),
        items,
        discount,
      });
      const [firstError] = Object.values(ruleErrors);
      if (firstError) throw badRequest(firstError, ruleErrors);
      const changes: Partial<typeof invoices.$inferInsert> = {
        ...totals(items, discount, taxes),
        updatedAt: new Date(),
      };
      if (patch.invoiceFrom)
        changes.invoiceFrom = await addressSnapshot(patch.invoiceFrom, 'invoiceFrom');
      if (patch.invoiceTo) {
        changes.invoiceTo = await addressSnapshot(patch.invoiceTo, 'invoiceTo');
        changes.clientName = changes.invoiceTo.name;
      }
      if (patch.createDate) changes.createDate = toDate(patch.createDate);
      if (patch.dueDate) changes.dueDate = toDate(patch.dueDate);
      if (patch.notes !== undefined) changes.notes = patch.notes;
      if (patch.status && patch.status !== current.status) {
        changes.status = patch.status;
        changes.paidAt = patch.status === 'paid' ? new Date() : null;
      }
      await db.transaction(async (tx) => {
        await tx.update(invoices).set(changes).where(eq(invoices.id, invoiceId));
        if (patch.items) {
          await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
          await tx.insert(invoiceItems).values(items.map((item) => ({ ...item, invoiceId })));
        }
      });
      return this.find(invoiceId);
    },

    async remove(invoiceIds: string[]): Promise<void> {
      await db.delete(invoices).where(inArray(invoices.id, invoiceIds));
    },

    /** Counts a send on each invoice; a draft becomes unpaid. Returns how many were sent. */
    async send(invoiceIds: string[]): Promise<number> {
      const rows = await db
        .update(invoices)
        .set({
          sent: sql`${invoices.sent} + 1`,
          status: sql`case when ${invoices.status} = 'draft' then 'unpaid' else ${invoices.status} end`,
          updatedAt: new Date(),
        })
        .where(inArray(invoices.id, invoiceIds))
        .returning({ id: invoices.id });
      return rows.length;
    },

    async markPaid(invoiceId: string): Promise<Invoice> {
      const current = await findRow(invoiceId);
      if (current.status === 'paid') throw conflict(InvoiceMessages.alreadyPaid);
      const [row] = await db
        .update(invoices)
        .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() })
        .where(and(eq(invoices.id, invoiceId), sql`${invoices.status} <> 'paid'`))
        .returning();
      // Someone else marked it paid in between: theirs stands, and they sent the notification.
      if (!row) throw conflict(InvoiceMessages.alreadyPaid);
      const invoice = toInvoice(row, await itemsOf.execute({ invoiceId }));
      if (row.createdBy) {
        await notifications.notify(row.createdBy, {
          type: 'invoice_paid',
          title: 'Invoice paid',
          description: `${invoice.invoiceNumber} from ${invoice.invoiceTo.name} was paid in full`,
          link: `/dashboard/invoice/${invoice.id}`,
        });
      }
      return invoice;
    },
  };
}
