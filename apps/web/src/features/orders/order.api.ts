// The order calls through the typed client (packages/contracts/src/orders.routes.ts): the list
// (everyone's with orders.read, else one's own), one order with its timeline, status changes.
// Reads are RTK Query hooks tagged 'Order' (the list also 'LIST', an order its id); a status
// change, made here or announced over the WebSocket (useOrderLiveUpdates), refreshes both.
import type { OrderListQuery } from '@keel/contracts/orders';
import { ORDER_UPDATED_EVENT } from '@keel/contracts/orders-constants';
import { orderRoutes } from '@keel/contracts/orders.routes';
import { api, mutationFor, queryFor, useInvalidateOn } from '../../lib/api.ts';

export type { OrderListQuery };

const routes = orderRoutes.routes;

export const orderEndpoints = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    orders: queryFor(build, routes.list, { providesTags: [{ type: 'Order', id: 'LIST' }] }),
    order: queryFor(build, routes.get, {
      providesTags: (_result, _error, { query }) => [{ type: 'Order', id: query.id }],
    }),
    // Also on a failure: a 409 or 404 means someone else moved or removed it meanwhile.
    changeOrderStatus: mutationFor(build, routes.changeStatus, {
      invalidatesTags: (_result, _error, { body }) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: body.orderId },
      ],
    }),
  }),
});

export const { useOrdersQuery, useOrderQuery, useChangeOrderStatusMutation } = orderEndpoints;

/**
 * Reads the open orders again when the server announces a change (to the buyer and to whoever
 * made it: apps/api/src/modules/orders/order-status.service.ts) or after a reconnect.
 */
export function useOrderLiveUpdates() {
  useInvalidateOn(ORDER_UPDATED_EVENT, ['Order']);
}
