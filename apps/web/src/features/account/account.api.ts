// The account page's endpoints as RTK Query hooks: its own settings
// (packages/contracts/src/account-settings.routes.ts) and, on the Billing tab, the saved cards and
// the address book, which are checkout's routes (payment-cards.routes.ts, addresses.routes.ts).
// A change invalidates what it touched, so every tab that shows it refetches.
import { accountSettingsRoutes } from '@keel/contracts/account-settings.routes';
import { addressRoutes } from '@keel/contracts/addresses.routes';
import { paymentCardRoutes } from '@keel/contracts/payment-cards.routes';
import type { Profile } from '@keel/contracts/profile';
import { api, mutationFor, queryFor } from '../../lib/api.ts';
import { http, type HttpFailure } from '../../lib/http.ts';

const routes = accountSettingsRoutes.routes;

/** The Billing tab's invoice history: the newest, one page. */
export const BILLING_INVOICES = { query: { pageSize: 24 } };

export const accountApi = api
  .enhanceEndpoints({
    addTagTypes: ['Profile', 'NotificationSettings', 'BillingInvoice', 'PaymentCard', 'Address'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // GET /api/profile is the profile module's route; its table comes with the profile work
      // (packages/contracts/src/profile.routes.ts), and this becomes a `queryFor` line then.
      myProfile: build.query<{ profile: Profile }, void>({
        queryFn: async (_arg, { signal }) => {
          try {
            return { data: await http.get<{ profile: Profile }>('/api/profile', { signal }) };
          } catch (failure) {
            return { error: failure as HttpFailure };
          }
        },
        providesTags: ['Profile'],
      }),
      updateAccount: mutationFor(build, routes.update, { invalidatesTags: ['Profile'] }),
      notificationSettings: queryFor(build, routes.notificationSettings, {
        providesTags: ['NotificationSettings'],
      }),
      saveNotificationSettings: mutationFor(build, routes.saveNotificationSettings, {
        invalidatesTags: ['NotificationSettings'],
      }),
      saveSocialLinks: mutationFor(build, routes.saveSocialLinks, { invalidatesTags: ['Profile'] }),
      changePassword: mutationFor(build, routes.changePassword),
      billingInvoices: queryFor(build, routes.billingInvoices, {
        providesTags: ['BillingInvoice'],
      }),
      choosePlan: mutationFor(build, routes.choosePlan, { invalidatesTags: ['BillingInvoice'] }),
      savedCards: queryFor(build, paymentCardRoutes.routes.list, { providesTags: ['PaymentCard'] }),
      createSavedCard: mutationFor(build, paymentCardRoutes.routes.create, {
        invalidatesTags: ['PaymentCard'],
      }),
      deleteSavedCard: mutationFor(build, paymentCardRoutes.routes.remove, {
        invalidatesTags: ['PaymentCard'],
      }),
      billingAddresses: queryFor(build, addressRoutes.routes.list, { providesTags: ['Address'] }),
      createBillingAddress: mutationFor(build, addressRoutes.routes.create, {
        invalidatesTags: ['Address'],
      }),
      updateBillingAddress: mutationFor(build, addressRoutes.routes.update, {
        invalidatesTags: ['Address'],
      }),
      deleteBillingAddress: mutationFor(build, addressRoutes.routes.remove, {
        invalidatesTags: ['Address'],
      }),
    }),
  });

export const {
  useMyProfileQuery,
  useUpdateAccountMutation,
  useNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
  useSaveSocialLinksMutation,
  useChangePasswordMutation,
  useBillingInvoicesQuery,
  useChoosePlanMutation,
  useSavedCardsQuery,
  useCreateSavedCardMutation,
  useDeleteSavedCardMutation,
  useBillingAddressesQuery,
  useCreateBillingAddressMutation,
  useUpdateBillingAddressMutation,
  useDeleteBillingAddressMutation,
} = accountApi;
