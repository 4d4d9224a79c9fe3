// Orders placed at checkout (docs/spec/pages.md#data-shapes Order, docs/spec/pages.md#checkout /checkout). The server prices every order
// from the database; the browser's cart totals are only a preview.
import { z } from 'zod';
import { AddressSchema } from './addresses.ts';
import { IdSchema, pageFields, sortSchema } from './common.ts';
import { DELIVERY_OPTIONS, ORDER_STATUSES, PAYMENT_METHODS } from './orders-constants.ts';

// The lists, transitions and event name live apart so the web app reads them without zod.
export {
  DELIVERY_OPTIONS,
  PAYMENT_METHODS,
  ORDER_STATUSES,
  SHIPPING_COST,
  ORDER_TRANSITIONS,
  ORDER_TABS,
  ORDER_UPDATED_EVENT,
  type OrderStatus,
  type OrderTab,
} from './orders-constants.ts';

/** The demo's discount codes and the USD amount each takes off. */
export const DISCOUNT_CODES: Record<string, number> = { DISCOUNT5: 5 };

export const OrderMessages = {
  itemsRequired: 'Your cart is empty',
  addressRequired: 'Billing address is required',
  deliveryRequired: 'Delivery is required',
  paymentRequired: 'Payment method is required',
  cardRequired: 'Choose a card to pay with',
  invalidDiscount: 'Invalid discount code',
  quantityMin: 'Quantity must be at least 1',
  /** 409 when stock is short: "Only {n} left of {product}". */
  onlyLeft: (available: number, product: string) => `Only ${available} left of ${product}`,
} as const;

export const OrderItemSchema = z.object({
  /** null once the product was deleted: the order keeps its snapshot. */
  productId: z.string().nullable(),
  name: z.string(),
  cover: z.string(),
  price: z.number(),
  quantity: z.number(),
  color: z.string(),
  size: z.string(),
  subtotal: z.number(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderCustomerSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
});

export const OrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customer: OrderCustomerSchema,
  items: z.array(OrderItemSchema),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  billing: AddressSchema,
  delivery: z.enum(DELIVERY_OPTIONS),
  payment: z.enum(PAYMENT_METHODS),
  /** Brand and last four digits of the saved card paid with, when paid by card. */
  cardLabel: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** One status change, for the order page's timeline. */
export const OrderEventSchema = z.object({
  id: z.string(),
  fromStatus: z.enum(ORDER_STATUSES),
  toStatus: z.enum(ORDER_STATUSES),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  note: z.string(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const OrderInputItemSchema = z.object({
  productId: IdSchema,
  quantity: z
    .number({ error: OrderMessages.quantityMin })
    .int(OrderMessages.quantityMin)
    .min(1, OrderMessages.quantityMin)
    .max(1000, 'Quantity is too large'),
  /** The chosen colour(s); a cart line that merged colours sends them joined with ", ". */
  color: z.string().trim().max(200).default(''),
  size: z.string().trim().max(20).default(''),
});

export const OrderInputSchema = z.object({
  items: z
    .array(OrderInputItemSchema, { error: OrderMessages.itemsRequired })
    .min(1, OrderMessages.itemsRequired)
    .max(50, 'At most 50 items per order'),
  billingAddressId: z
    .string({ error: OrderMessages.addressRequired })
    .min(1, OrderMessages.addressRequired)
    .pipe(IdSchema),
  delivery: z.enum(DELIVERY_OPTIONS, { error: OrderMessages.deliveryRequired }),
  payment: z.enum(PAYMENT_METHODS, { error: OrderMessages.paymentRequired }),
  cardId: IdSchema.optional(),
  discountCode: z.string().trim().max(40).optional(),
});
export type OrderInput = z.input<typeof OrderInputSchema>;

export const OrderResponseSchema = z.object({ order: OrderSchema });
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

export const DiscountBodySchema = z.object({
  code: z.string({ error: OrderMessages.invalidDiscount }).trim().max(40),
});
export const DiscountResponseSchema = z.object({ discount: z.number() });

export const ORDER_SORT_FIELDS = ['createdAt', 'total', 'orderNumber', 'customerName'] as const;

export const OrderListQuerySchema = z.object({
  ...pageFields(),
  sort: sortSchema(ORDER_SORT_FIELDS).prefault('createdAt:desc'),
  /** Order number or customer name. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  /** `me`: only the signed-in user's orders (without orders.read it is always so). */
  customer: z.literal('me').optional(),
  /** Placed on or after / on or before (ISO date or date-time; a date-only `to` takes the day). */
  from: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
  to: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;
/** Orders per status tab, for the current filters except the status. */
export const OrderCountsSchema = z.object({
  all: z.number(),
  pending: z.number(),
  completed: z.number(),
  cancelled: z.number(),
  refunded: z.number(),
});
export type OrderCounts = z.infer<typeof OrderCountsSchema>;
export const OrderListResponseSchema = z.object({
  orders: z.array(OrderSchema),
  total: z.number(),
  counts: OrderCountsSchema,
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

export const OrderQuerySchema = z.object({ id: z.string().max(100) });
export const OrderDetailsResponseSchema = z.object({
  order: OrderSchema,
  /** Status changes, oldest first (the order page adds "placed" from createdAt). */
  timeline: z.array(OrderEventSchema),
});
export type OrderDetailsResponse = z.infer<typeof OrderDetailsResponseSchema>;

export const OrderStatusMessages = {
  statusRequired: 'Choose a status',
  /** 409 when the order moved on meanwhile or the change is not allowed. */
  cannotChange: (from: string, to: string) => `A ${from} order cannot be marked ${to}`,
} as const;

export const OrderStatusBodySchema = z.object({
  orderId: IdSchema,
  status: z.enum(['completed', 'cancelled', 'refunded'], {
    error: OrderStatusMessages.statusRequired,
  }),
  note: z.string().trim().max(500, 'Note must be at most 500 characters').default(''),
});
export type OrderStatusBody = z.input<typeof OrderStatusBodySchema>;

/** `#1042` from the stored sequence number. */
export const formatOrderNumber = (value: number) => `#${value}`;
