// The invoice endpoints (packages/contracts/src/invoices.routes.ts) as RTK Query hooks. Every
// change invalidates 'Invoice', so the list, its stats and an open invoice refetch.
import { invoiceRoutes } from '@keel/contracts/invoices.routes';
import { api, mutationFor, queryFor } from '../../lib/api.ts';

const routes = invoiceRoutes.routes;

export const invoicesApi = api
  .enhanceEndpoints({ addTagTypes: ['Invoice', 'InvoiceAddress'] })
  .injectEndpoints({
    endpoints: (build) => ({
      invoices: queryFor(build, routes.list, { providesTags: ['Invoice'] }),
      invoice: queryFor(build, routes.get, { providesTags: ['Invoice'] }),
      nextInvoiceNumber: queryFor(build, routes.nextNumber, { providesTags: ['Invoice'] }),
      invoiceAddresses: queryFor(build, routes.searchAddresses, {
        providesTags: ['InvoiceAddress'],
      }),
      createInvoiceAddress: mutationFor(build, routes.createAddress, {
        invalidatesTags: ['InvoiceAddress'],
      }),
      createInvoice: mutationFor(build, routes.create, { invalidatesTags: ['Invoice'] }),
      updateInvoice: mutationFor(build, routes.update, { invalidatesTags: ['Invoice'] }),
      deleteInvoices: mutationFor(build, routes.remove, { invalidatesTags: ['Invoice'] }),
      sendInvoices: mutationFor(build, routes.send, { invalidatesTags: ['Invoice'] }),
      markInvoicePaid: mutationFor(build, routes.markPaid, { invalidatesTags: ['Invoice'] }),
    }),
  });

export const {
  useInvoicesQuery,
  useInvoiceQuery,
  useNextInvoiceNumberQuery,
  useInvoiceAddressesQuery,
  useLazyInvoiceAddressesQuery,
  useCreateInvoiceAddressMutation,
  useCreateInvoiceMutation,
  useUpdateInvoiceMutation,
  useDeleteInvoicesMutation,
  useSendInvoicesMutation,
  useMarkInvoicePaidMutation,
} = invoicesApi;
