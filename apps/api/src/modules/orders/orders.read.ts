// Order reads: the list (filtered, counted per status and paged in SQL) and one order with its
// timeline. Without orders.read a viewer only ever sees their own orders; someone else's order
// answers 404 as if it did not exist (docs/spec/pages.md#access, personal data).
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ORDER_STATUSES,
  type Order,
  type OrderCounts,
  type OrderEvent,
  type OrderListQuerySchema,
} from '@keel/contracts/orders';
import {
  orderEvents,
  orderItems,
  orders,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
} from '@keel/db/schema/orders';
import type { z } from 'zod';
import { notFound } from '../../shared/http-error.ts';
import { containsPattern } from '../../shared/sql-text.ts';
import { toOrder } from './orders.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Who is asking: all orders with orders.read, else only their own. */
export interface OrderViewer {
  id: string;
  canReadAll: boolean;
}

type ListQuery = z.output<typeof OrderListQuerySchema>;

const sortColumns = {
  createdAt: orders.createdAt,
  total: orders.total,
  orderNumber: orders.orderNumber,
  customerName: sql`lower(${orders.customerName})`,
} as const;

/** Date-only bounds are whole UTC days: `from` at 00:00, `to` up to 23:59:59.999. */
function bound(value: string, end: boolean): Date {
  if (!DATE_ONLY.test(value)) return new Date(value);
  const start = new Date(`${value}T00:00:00.000Z`);
  return end ? new Date(start.getTime() + 86_400_000 - 1) : start;
}

export function toOrderEvent(row: OrderEventRow): OrderEvent {
  return {
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actor: { id: row.actorId, name: row.actorName },
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  } satisfies OrderEvent;
}

export function createOrderReader(app: Pick<FastifyInstance, 'db'>) {
  const { db } = app;
  const itemsOf = db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderItems.position))
    .prepare('order_items_of_order');
  const eventsOf = db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
    .prepare('order_events_of_order');

  async function withItems(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const items = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderItems.position));
    const byOrder = new Map<string, OrderItemRow[]>();
    for (const item of items)
      byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
    return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
  }

  /** Every filter but the status tab, so the tab counts match what the other tabs would show. */
  function filterConditions(viewer: OrderViewer, query: ListQuery): (SQL | undefined)[] {
    const conditions: (SQL | undefined)[] = [];
    if (!viewer.canReadAll || query.customer === 'me')
      conditions.push(eq(orders.customerId, viewer.id));
    if (query.q) {
      const number = Number(query.q.replace(/^#/, ''));
      conditions.push(
        or(
          ilike(orders.customerName, containsPattern(query.q)),
          ilike(orders.customerEmail, containsPattern(query.q)),
          Number.isInteger(number) && number > 0 && number < 2 ** 31
            ? eq(orders.orderNumber, number)
            : undefined,
        ),
      );
    }
    if (query.from) conditions.push(gte(orders.createdAt, bound(query.from, false)));
    if (query.to) conditions.push(lte(orders.createdAt, bound(query.to, true)));
    return conditions;
  }

  return {
    /** The order's row if the viewer may see it; "Order not found" otherwise. */
    async findRow(viewer: OrderViewer, id: string): Promise<OrderRow> {
      if (!UUID.test(id)) throw notFound('Order');
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      if (!row || (!viewer.canReadAll && row.customerId !== viewer.id)) throw notFound('Order');
      return row;
    },

    async details(viewer: OrderViewer, id: string) {
      const row = await this.findRow(viewer, id);
      const [items, events] = await Promise.all([
        itemsOf.execute({ orderId: id }),
        eventsOf.execute({ orderId: id }),
      ]);
      return { order: toOrder(row, items), timeline: events.map(toOrderEvent) };
    },

    async list(viewer: OrderViewer, query: ListQuery) {
      const filters = filterConditions(viewer, query);
      const where = and(...filters, query.status ? eq(orders.status, query.status) : undefined);
      const column = sortColumns[query.sort.field];
      const [rows, [total], perStatus] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(query.sort.direction === 'asc' ? asc(column) : desc(column), asc(orders.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(orders).where(where),
        db
          .select({ status: orders.status, value: count() })
          .from(orders)
          .where(and(...filters))
          .groupBy(orders.status),
      ]);
      const counts: OrderCounts = { all: 0, pending: 0, completed: 0, cancelled: 0, refunded: 0 };
      for (const entry of perStatus) {
        if (!(ORDER_STATUSES as readonly string[]).includes(entry.status)) continue;
        counts[entry.status] = entry.value;
        counts.all += entry.value;
      }
      return { orders: await withItems(rows), total: total?.value ?? 0, counts };
    },
  };
}
