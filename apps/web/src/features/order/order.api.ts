// The order calls: the list (everyone's with orders.read, else one's own), one order with its
// timeline, and status changes (orders.manage).
import type {
  OrderDetailsResponse,
  OrderListResponse,
  OrderStatusBody,
} from '@keel/contracts/orders';
import { http } from '../../lib/http.ts';

export interface OrderListQuery {
  page: number;
  pageSize: number;
  sort: string;
  q?: string;
  status?: string;
  customer?: 'me';
  from?: string;
  to?: string;
}

export const fetchOrders = (query: OrderListQuery, signal?: AbortSignal) =>
  http.get<OrderListResponse>('/api/orders', { query: { ...query }, signal });
export const fetchOrder = (id: string, signal?: AbortSignal) =>
  http.get<OrderDetailsResponse>('/api/orders/order', { query: { id }, signal });
export const changeOrderStatus = (body: OrderStatusBody) =>
  http.post<OrderDetailsResponse>('/api/orders/status', body);
