// Order status changes (orders.manage): pending → completed / cancelled / refunded, completed →
// refunded. One transaction locks the order row, checks the move against ORDER_TRANSITIONS, puts
// the items back in stock when cancelling or refunding (products locked in id order, as checkout
// does in orders.service.ts, so the two queue instead of deadlocking) and records the change for
// the timeline. Two managers refunding at once: the second waits for the lock, then finds the
// order already refunded and gets 409, so stock is returned exactly once.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ORDER_TRANSITIONS,
  ORDER_UPDATED_EVENT,
  OrderStatusMessages,
  type OrderStatusBodySchema,
} from '@keel/contracts/orders';
import type { User } from '@keel/contracts/user';
import { orderEvents, orderItems, orders } from '@keel/db/schema/orders';
import { products } from '@keel/db/schema/products';
import type { z } from 'zod';
import { conflict, notFound } from '../../shared/http-error.ts';
import { createOrderReader, type OrderViewer } from './orders.read.ts';
import { orderLink } from './orders.service.ts';

const RESTOCKING = new Set(['cancelled', 'refunded']);

const BUYER_TEXT = {
  completed: { title: 'Your order is on its way', description: 'Order {n} is completed' },
  cancelled: { title: 'Your order was cancelled', description: 'Order {n} was cancelled' },
  refunded: { title: 'Your order was refunded', description: 'Order {n} was refunded' },
} as const;

export function createOrderStatusService(
  app: Pick<FastifyInstance, 'db' | 'events' | 'notifications'>,
) {
  const { db } = app;
  const reader = createOrderReader(app);
  const { notifications } = app;

  return {
    async change(actor: User, viewer: OrderViewer, body: z.output<typeof OrderStatusBodySchema>) {
      const customerId = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.id, body.orderId))
          .for('update');
        if (!order) throw notFound('Order');
        if (!ORDER_TRANSITIONS[order.status].includes(body.status))
          throw conflict(OrderStatusMessages.cannotChange(order.status, body.status));
        if (RESTOCKING.has(body.status)) {
          const items = await tx
            .select({ productId: orderItems.productId, quantity: orderItems.quantity })
            .from(orderItems)
            .where(eq(orderItems.orderId, order.id));
          const back = new Map<string, number>();
          // Items of a deleted product (productId null) have no stock to return to.
          for (const item of items)
            if (item.productId)
              back.set(item.productId, (back.get(item.productId) ?? 0) + item.quantity);
          if (back.size > 0) {
            await tx
              .select({ id: products.id })
              .from(products)
              .where(inArray(products.id, [...back.keys()]))
              .orderBy(asc(products.id))
              .for('update');
            for (const [productId, quantity] of back) {
              await tx
                .update(products)
                .set({
                  available: sql`${products.available} + ${quantity}`,
                  sold: sql`greatest(${products.sold} - ${quantity}, 0)`,
                })
                .where(eq(products.id, productId));
            }
          }
        }
        await tx.update(orders).set({ status: body.status }).where(eq(orders.id, order.id));
        await tx.insert(orderEvents).values({
          orderId: order.id,
          fromStatus: order.status,
          toStatus: body.status,
          actorId: actor.id,
          actorName: actor.displayName,
          note: body.note,
        });
        return order.customerId;
      });

      const details = await reader.details(viewer, body.orderId);
      const { order } = details;
      if (customerId) {
        const text = BUYER_TEXT[body.status];
        await notifications.notify(customerId, {
          type: 'order_placed',
          title: text.title,
          description: text.description.replace('{n}', order.orderNumber),
          avatarUrl: order.items[0]?.cover || null,
          link: orderLink(order.id),
        });
      }
      // The buyer's and the actor's open pages refresh their copy (ids only: NOTIFY is small).
      await app.events.publish({
        userIds: [...new Set([customerId, actor.id].filter((id): id is string => Boolean(id)))],
        type: ORDER_UPDATED_EVENT,
        payload: { orderId: order.id, status: order.status },
      });
      return details;
    },
  };
}
