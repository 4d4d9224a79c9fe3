// The account page's endpoints as RTK Query hooks: its own settings
// (packages/contracts/src/account-settings.routes.ts). The Billing tab's saved cards and address
// book are the checkout's too, cached once in lib/address-book.api.ts. A change invalidates what
// it touched, so every tab that shows it refetches.
import { accountSettingsRoutes } from '@keel/contracts/account-settings.routes';
import { profileRoutes } from '@keel/contracts/profile.routes';
import { api, mutationFor, queryFor } from '../../lib/api.ts';

const routes = accountSettingsRoutes.routes;

/** The Billing tab's invoice history: the newest, one page. */
export const BILLING_INVOICES = { query: { pageSize: 24 } };

export const accountApi = api
  .enhanceEndpoints({
    addTagTypes: ['Profile', 'NotificationSettings', 'BillingInvoice'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // The profile module's route (packages/contracts/src/profile.routes.ts), cached with the
      // account's own settings so a save refreshes it.
      myProfile: queryFor(build, profileRoutes.routes.get, { providesTags: ['Profile'] }),
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
} = accountApi;
