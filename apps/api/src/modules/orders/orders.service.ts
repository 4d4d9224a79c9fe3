// Placing orders: in one transaction the server locks the ordered products, prices them from the
// database, checks and takes the stock (409 "Only {n} left of {product}"), and stores the order
// with snapshots of its items and billing address. Then the buyer is notified.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DISCOUNT_CODES,
  OrderMessages,
  SHIPPING_COST,
  formatOrderNumber,
  type Order,
  type OrderInputSchema,
} from '@keel/contracts/orders';
import type { User } from '@keel/contracts/user';
import { totals } from '@keel/contracts/money';
import { orderItems, orders, type OrderItemRow, type OrderRow } from '@keel/db/schema/orders';
import { products } from '@keel/db/schema/products';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../shared/http-error.ts';
import { claimKey, storeAnswer, type IdempotencyClaim } from '../../shared/idempotency.ts';
import { createAddressesService, toAddress } from '../addresses/addresses.service.ts';
import { createPaymentCardsService } from '../payment-cards/payment-cards.service.ts';

/** The order's page in the dashboard (notifications link there; the buyer may open their own). */
export const orderLink = (id: string) => `/dashboard/order/${id}`;

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
    cardLabel: row.cardLabel,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  } satisfies Order;
}

export function createOrdersService(app: Pick<FastifyInstance, 'db' | 'events' | 'notifications'>) {
  const { db } = app;
  const addressBook = createAddressesService(db);
  const cards = createPaymentCardsService(db);
  const { notifications } = app;
  return {
    /** With an idempotency claim, a repeat of the same submit gets the first order back. */
    async place(
      user: User,
      input: z.output<typeof OrderInputSchema>,
      claim?: IdempotencyClaim,
    ): Promise<Order> {
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

      const placed = await db.transaction(async (tx) => {
        const earlier = await claimKey<Order>(tx, claim);
        if (earlier) return earlier.replay;
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
        const order = toOrder(
          row!,
          items.sort((a, b) => a.position - b.position),
        );
        await storeAnswer(tx, claim, order);
        return order;
      });
      if (claim?.replayed) return placed;
      const order = placed;

      await notifications.notify(user.id, {
        type: 'order_placed',
        title: 'Your order is placed',
        description: `Order ${order.orderNumber} is waiting for shipping`,
        avatarUrl: order.items[0]?.cover || null,
        link: orderLink(order.id),
      });
      return order;
    },
  };
}
