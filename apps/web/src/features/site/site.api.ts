// Public site calls (docs/spec/pages.md#public-pages): the contact form and the coming-soon subscription
// (packages/contracts/src/site.routes.ts) as RTK Query mutations, and the payment page's saved
// cards (packages/contracts/src/payment-cards.routes.ts, tag 'PaymentCard' as wherever cards are
// cached). The plan upgrade is the account-settings table's `choosePlan`.
import { accountSettingsRoutes } from '@keel/contracts/account-settings.routes';
import { paymentCardRoutes } from '@keel/contracts/payment-cards.routes';
import type { RouteInput } from '@keel/contracts/route';
import { siteRoutes } from '@keel/contracts/site.routes';
import { api, mutationFor, queryFor } from '../../lib/api.ts';
import { callRoute } from '../../lib/api-client.ts';

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

export const siteApi = {
  upgrade: (body: RouteInput<typeof accountSettingsRoutes.routes.choosePlan>['body']) =>
    callRoute(accountSettingsRoutes.routes.choosePlan, { body }),
};
