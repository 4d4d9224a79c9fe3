// Public site calls (docs/spec/pages.md#public-pages): the contact form and the coming-soon subscription
// (packages/contracts/src/site.routes.ts) as RTK Query mutations; the payment page's cards and
// plan upgrade are account routes, called here until the account module has its route table.
import type { PaymentCard } from '@keel/contracts/payment-cards';
import { siteRoutes } from '@keel/contracts/site.routes';
import { api, mutationFor } from '../../lib/api.ts';
import { http } from '../../lib/http.ts';

export const siteEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: mutationFor(build, siteRoutes.routes.contact),
    subscribeToLaunch: mutationFor(build, siteRoutes.routes.subscribe),
  }),
});

export const { useSendContactMessageMutation, useSubscribeToLaunchMutation } = siteEndpoints;

export const siteApi = {
  cards: (signal?: AbortSignal) =>
    http.get<{ cards: PaymentCard[] }>('/api/account/cards', { signal }),
  upgrade: (body: { plan: string; billingCycle: 'monthly' | 'yearly'; cardId?: string }) =>
    http.post<{ user: unknown }>('/api/account/plan', body),
};
