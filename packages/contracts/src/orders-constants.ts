// The order lists, status transitions and live event, in a module without zod: the web app's
// order list, order page and checkout read them on pages that load no schema (orders.ts
// re-exports them).
export const DELIVERY_OPTIONS = ['standard', 'fast'] as const;
export const PAYMENT_METHODS = ['paypal', 'credit_card', 'cash'] as const;
export const ORDER_STATUSES = ['pending', 'completed', 'cancelled', 'refunded'] as const;

/** Shipping in USD per delivery option: Standard is free, Fast costs $2. */
export const SHIPPING_COST: Record<(typeof DELIVERY_OPTIONS)[number], number> = {
  standard: 0,
  fast: 2,
};
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order may go from each status (the order page's actions). Cancelling and refunding
 * put the items back in stock; completed is final except for a refund.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['completed', 'cancelled', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};
export const ORDER_TABS = ['all', ...ORDER_STATUSES] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
/** WebSocket event to the buyer and order managers when an order's status changes. */
export const ORDER_UPDATED_EVENT = 'order.updated';
