// The overview dashboards' endpoints (docs/spec/pages.md#overview-dashboards) as RTK Query hooks,
// on the tables of the routes they call (packages/contracts/src/dashboards.routes.ts,
// banking.routes.ts, bookings.routes.ts, files.routes.ts, kanban.routes.ts). A change made on a
// dashboard invalidates what it changed: its list ('BankTransaction', 'Booking', 'BookingReview',
// 'File', shared with the files manager's cache) and its dashboard ('Dashboard' with its name).
import { bankingRoutes } from '@keel/contracts/banking.routes';
import { bookingRoutes } from '@keel/contracts/bookings.routes';
import { dashboardRoutes } from '@keel/contracts/dashboards.routes';
import { fileRoutes } from '@keel/contracts/files.routes';
import { kanbanRoutes } from '@keel/contracts/kanban.routes';
import { api, mutationFor, queryFor } from '../../lib/api.ts';

const dashboards = dashboardRoutes.routes;
const banking = bankingRoutes.routes;
const bookings = bookingRoutes.routes;

export const overviewApi = api
  .enhanceEndpoints({
    addTagTypes: ['Dashboard', 'BankTransaction', 'Booking', 'BookingReview', 'File'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      appDashboard: queryFor(build, dashboards.app, {
        providesTags: [{ type: 'Dashboard', id: 'app' }],
      }),
      ecommerceDashboard: queryFor(build, dashboards.ecommerce, {
        providesTags: [{ type: 'Dashboard', id: 'ecommerce' }],
      }),
      analyticsDashboard: queryFor(build, dashboards.analytics, {
        providesTags: [{ type: 'Dashboard', id: 'analytics' }],
      }),
      bankingDashboard: queryFor(build, dashboards.banking, {
        providesTags: [{ type: 'Dashboard', id: 'banking' }],
      }),
      bookingDashboard: queryFor(build, dashboards.booking, {
        providesTags: [{ type: 'Dashboard', id: 'booking' }],
      }),
      fileDashboard: queryFor(build, dashboards.file, { providesTags: ['File'] }),

      bankTransactions: queryFor(build, banking.transactions, {
        providesTags: ['BankTransaction'],
      }),
      deleteBankTransactions: mutationFor(build, banking.deleteTransactions, {
        invalidatesTags: ['BankTransaction', { type: 'Dashboard', id: 'banking' }],
      }),
      bankContacts: queryFor(build, banking.contacts),
      bankTransfer: mutationFor(build, banking.transfer, {
        invalidatesTags: ['BankTransaction', { type: 'Dashboard', id: 'banking' }],
      }),

      dashboardBookings: queryFor(build, bookings.list, { providesTags: ['Booking'] }),
      updateDashboardBooking: mutationFor(build, bookings.update, {
        invalidatesTags: ['Booking', { type: 'Dashboard', id: 'booking' }],
      }),
      deleteDashboardBookings: mutationFor(build, bookings.remove, {
        invalidatesTags: ['Booking', { type: 'Dashboard', id: 'booking' }],
      }),
      dashboardBookingReviews: queryFor(build, bookings.reviews, {
        providesTags: ['BookingReview'],
      }),
      updateDashboardBookingReview: mutationFor(build, bookings.updateReview, {
        invalidatesTags: ['BookingReview'],
      }),

      /** Into my file manager's root, like its own upload dialog (a multipart `form`). */
      dashboardUploadFiles: mutationFor(build, fileRoutes.routes.upload, {
        invalidatesTags: ['File'],
      }),
      dashboardNewFolder: mutationFor(build, fileRoutes.routes.newFolder, {
        invalidatesTags: ['File'],
      }),

      // "My tasks" (analytics) are kanban cards: the board's own routes. The list keeps its own
      // copy (the checkbox answers at once), so nothing is refetched.
      updateMyTask: mutationFor(build, kanbanRoutes.routes.updateCard),
      deleteMyTask: mutationFor(build, kanbanRoutes.routes.deleteCard),
    }),
  });

export const {
  useAppDashboardQuery,
  useEcommerceDashboardQuery,
  useAnalyticsDashboardQuery,
  useBankingDashboardQuery,
  useBookingDashboardQuery,
  useFileDashboardQuery,
  useBankTransactionsQuery,
  useDeleteBankTransactionsMutation,
  useBankContactsQuery,
  useBankTransferMutation,
  useDashboardBookingsQuery,
  useUpdateDashboardBookingMutation,
  useDeleteDashboardBookingsMutation,
  useDashboardBookingReviewsQuery,
  useUpdateDashboardBookingReviewMutation,
  useDashboardUploadFilesMutation,
  useDashboardNewFolderMutation,
  useUpdateMyTaskMutation,
  useDeleteMyTaskMutation,
} = overviewApi;
