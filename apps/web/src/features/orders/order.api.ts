// The order calls through the typed client (packages/contracts/src/orders.routes.ts): the list
// (everyone's with orders.read, else one's own) as an RTK Query hook, one order with its
// timeline, status changes.
import type { OrderListQuery, OrderStatusBody } from '@keel/contracts/orders';
import { orderRoutes } from '@keel/contracts/orders.routes';
import { api, queryFor } from '../../lib/api.ts';
import { callRoute } from '../../lib/api-client.ts';

export type { OrderListQuery };

export const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    orders: queryFor(build, orderRoutes.routes.list, { providesTags: ['Order'] }),
  }),
});

export const { useOrdersQuery } = ordersApi;

export const fetchOrder = (id: string, signal?: AbortSignal) =>
  callRoute(orderRoutes.routes.get, { query: { id } }, { signal });
export const changeOrderStatus = (body: OrderStatusBody) =>
  callRoute(orderRoutes.routes.changeStatus, { body });
