// Placing orders: in one transaction the server locks the ordered products, prices them from the
// database, checks and takes the stock (409 "Only {n} left of {product}"), and stores the order
// with snapshots of its items and billing address. Then the buyer is notified.
import type { Viewer } from '../../shared/private-fields.ts';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DISCOUNT_CODES,
  OrderMessages,
  SHIPPING_COST,
  formatOrderNumber,
  type Order,
  type OrderInputSchema,
  type OrderListQuerySchema,
} from '@keel/contracts/orders';
import type { User } from '@keel/contracts/user';
import { totals } from '@keel/contracts/money';
import { orderItems, orders, type OrderItemRow, type OrderRow } from '@keel/db/schema/orders';
import { products } from '@keel/db/schema/products';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../shared/http-error.ts';
import { containsPattern } from '../../shared/sql-text.ts';
import { createAddressesService, toAddress } from '../addresses/addresses.service.ts';
import { createNotificationService } from '../notifications/notifications.service.ts';
import { createPaymentCardsService } from '../payment-cards/payment-cards.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The USD a discount code takes off; 400 on the given field for an unknown code. */
export function discountFor(code: string | undefined, field: 'code' | 'discountCode'): number {
  if (!code) return 0;
  const amount = DISCOUNT_CODES[code.trim().toUpperCase()];
  if (amount === undefined)
    throw badRequest(OrderMessages.invalidDiscount, { [field]: OrderMessages.invalidDiscount });
  return amount;
}

export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: row.id,
    orderNumber: formatOrderNumber(row.orderNumber),
    customer: {
      id: row.customerId,
      name: row.customerName,
      email: row.customerEmail,
      avatarUrl: row.customerAvatarUrl,
    },
    items: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      cover: item.cover,
      price: item.price,
      quantity: item.quantity,
      color: item.color,
      size: item.size,
      subtotal: item.subtotal,
    })),
    subtotal: row.subtotal,
    discount: row.discount,
    shipping: row.shipping,
    total: row.total,
    billing: row.billing,
    delivery: row.delivery,
    payment: row.payment,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  } satisfies Order;
}

const sortColumns = {
  createdAt: orders.createdAt,
  total: orders.total,
  orderNumber: orders.orderNumber,
} as const;

export function createOrdersService(app: Pick<FastifyInstance, 'db' | 'events'>) {
  const { db } = app;
  const addressBook = createAddressesService(db);
  const cards = createPaymentCardsService(db);
  const notifications = createNotificationService(app);
  const itemsOf = db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderItems.position))
    .prepare('order_items_of_order');

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

  return {
    async place(user: User, input: z.output<typeof OrderInputSchema>): Promise<Order> {
      const billing = toAddress(await addressBook.find(user.id, input.billingAddressId));
      let cardLabel: string | null = null;
      if (input.payment === 'credit_card') {
        if (!input.cardId)
          throw badRequest(OrderMessages.cardRequired, { cardId: OrderMessages.cardRequired });
        const card = await cards.find(user.id, input.cardId);
        cardLabel = `${card.cardType} •••• ${card.last4}`;
      }
      const discount = discountFor(input.discountCode, 'discountCode');
      const shipping = SHIPPING_COST[input.delivery];
      const wanted = new Map<string, number>();
      for (const item of input.items)
        wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);

      const order = await db.transaction(async (tx) => {
        // Locked in id order, so two orders for the same products queue instead of deadlocking.
        const locked = await tx
          .select()
          .from(products)
          .where(inArray(products.id, [...wanted.keys()]))
          .orderBy(asc(products.id))
          .for('update');
        const byId = new Map(locked.map((row) => [row.id, row]));
        for (const [productId, quantity] of wanted) {
          const product = byId.get(productId);
          if (!product) throw notFound('Product');
          if (product.available < quantity)
            throw conflict(OrderMessages.onlyLeft(product.available, product.name));
        }
        const priced = input.items.map((item) => {
          const product = byId.get(item.productId)!;
          return { item, product, price: product.priceSale ?? product.price };
        });
        // The shared money rule (packages/contracts/src/money.ts), as the checkout shows it.
        const sums = totals(
          priced.map(({ item, price }) => ({ price, quantity: item.quantity })),
          discount,
          shipping,
          { capDiscount: true },
        );
        const lines = priced.map(({ item, product, price }, position) => {
          return {
            productId: product.id,
            position,
            name: product.name,
            cover: product.images[0] ?? '',
            price,
            quantity: item.quantity,
            color: item.color,
            size: item.size,
            subtotal: sums.lines[position]!,
          };
        });
        for (const [productId, quantity] of wanted) {
          await tx
            .update(products)
            .set({
              available: sql`${products.available} - ${quantity}`,
              sold: sql`${products.sold} + ${quantity}`,
            })
            .where(eq(products.id, productId));
        }
        const [row] = await tx
          .insert(orders)
          .values({
            customerId: user.id,
            customerName: user.displayName,
            customerEmail: user.email,
            customerAvatarUrl: user.photoURL,
            subtotal: sums.subtotal,
            // A discount never takes the order below zero.
            discount: sums.discount,
            shipping,
            total: sums.total,
            billing,
            delivery: input.delivery,
            payment: input.payment,
            cardLabel,
            status: 'pending',
          })
          .returning();
        const items = await tx
          .insert(orderItems)
          .values(lines.map((line) => ({ ...line, orderId: row!.id })))
          .returning();
        return toOrder(
          row!,
          items.sort((a, b) => a.position - b.position),
        );
      });

      await notifications.notify(user.id, {
        type: 'order_placed',
        title: 'Your order is placed',
        description: `Order ${order.orderNumber} is waiting for shipping`,
        avatarUrl: order.items[0]?.cover || null,
        link: '/dashboard/e-commerce/shop',
      });
      return order;
    },

    async find(id: string, viewer: Viewer): Promise<Order> {
      if (!UUID.test(id)) throw notFound('Order');
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      // Someone else's order reads as missing to a buyer: an id must not reveal that it exists.
      if (!row || (row.customerId !== viewer.id && !viewer.permissions.has('orders.read'))) throw notFound('Order');
      return toOrder(row, await itemsOf.execute({ orderId: id }));
    },

    /** Without orders.read a viewer sees only their own orders (product.md §5 record-level rule). */
    async list(viewer: Viewer, query: z.output<typeof OrderListQuerySchema>) {
      const userId = viewer.id;
      const everyone = viewer.permissions.has('orders.read');
      const conditions: (SQL | undefined)[] = [];
      if (query.q) {
        const number = Number(query.q.replace(/^#/, ''));
        conditions.push(
          or(
            ilike(orders.customerName, containsPattern(query.q)),
            Number.isInteger(number) && number > 0 && number < 2 ** 31
              ? eq(orders.orderNumber, number)
              : undefined,
          ),
        );
      }
      if (query.status) conditions.push(eq(orders.status, query.status));
      if (query.customer === 'me' || !everyone) conditions.push(eq(orders.customerId, userId));
      const where = and(...conditions);
      const column = sortColumns[query.sort.field];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(query.sort.direction === 'asc' ? asc(column) : desc(column), asc(orders.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(orders).where(where),
      ]);
      return { orders: await withItems(rows), total: total?.value ?? 0 };
    },
  };
}
