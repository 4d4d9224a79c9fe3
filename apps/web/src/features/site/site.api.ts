// Public site calls (docs/spec/pages.md#public-pages): the contact form and the coming-soon subscription
// (packages/contracts/src/site.routes.ts) as RTK Query mutations, and the payment page's saved
// cards (packages/contracts/src/payment-cards.routes.ts, tag 'PaymentCard' as wherever cards are
// cached). The plan upgrade is an account-settings route without a route table yet.
import { paymentCardRoutes } from '@keel/contracts/payment-cards.routes';
import { siteRoutes } from '@keel/contracts/site.routes';
import { api, mutationFor, queryFor } from '../../lib/api.ts';
import { http } from '../../lib/http.ts';

export const siteEndpoints = api
  .enhanceEndpoints({ addTagTypes: ['PaymentCard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      sendContactMessage: mutationFor(build, siteRoutes.routes.contact),
      subscribeToLaunch: mutationFor(build, siteRoutes.routes.subscribe),
      paymentPageCards: queryFor(build, paymentCardRoutes.routes.list, {
        providesTags: ['PaymentCard'],
      }),
    }),
  });

export const {
  useSendContactMessageMutation,
  useSubscribeToLaunchMutation,
  usePaymentPageCardsQuery,
} = siteEndpoints;

// Left on `http` until the account-settings module has a route table: the API registers this
// route by hand (apps/api/src/modules/account-settings/account-settings.routes.ts).
export const siteApi = {
  upgrade: (body: { plan: string; billingCycle: 'monthly' | 'yearly'; cardId?: string }) =>
    http.post<{ user: unknown }>('/api/account/plan', body),
};
