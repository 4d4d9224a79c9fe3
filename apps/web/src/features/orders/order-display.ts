// How order statuses read on screen.
import type { OrderTab } from '@keel/contracts/orders';

export const ORDER_STATUS_COLOR: Record<
  OrderTab,
  'success' | 'warning' | 'error' | 'default' | 'info'
> = {
  all: 'info',
  pending: 'warning',
  completed: 'success',
  cancelled: 'error',
  refunded: 'default',
};
