// The six dashboard calls (docs/spec/pages.md#overview-dashboards) plus the banking, booking and file actions on those pages.
import type { BankContact, BankTransaction, BankTransferBody } from '@keel/contracts/banking';
import type { Booking, BookingReview } from '@keel/contracts/bookings';
import type {
  AnalyticsDashboard,
  AppDashboard,
  BankingDashboard,
  BookingDashboard,
  EcommerceDashboard,
  FileDashboard,
  Period,
} from '@keel/contracts/dashboards';
import type { FileItem } from '@keel/contracts/files';
import { http } from '../../lib/http.ts';

const year = (value: number | undefined, signal?: AbortSignal) => ({
  query: { year: value },
  signal,
});
const period = (value: Period, signal?: AbortSignal) => ({ query: { period: value }, signal });

export const overviewApi = {
  app: (y: number | undefined, signal?: AbortSignal) =>
    http.get<AppDashboard>('/api/dashboard/app', year(y, signal)),
  ecommerce: (y: number | undefined, signal?: AbortSignal) =>
    http.get<EcommerceDashboard>('/api/dashboard/ecommerce', year(y, signal)),
  analytics: (y: number | undefined, signal?: AbortSignal) =>
    http.get<AnalyticsDashboard>('/api/dashboard/analytics', year(y, signal)),
  banking: (p: Period, signal?: AbortSignal) =>
    http.get<BankingDashboard>('/api/dashboard/banking', period(p, signal)),
  booking: (p: Period, signal?: AbortSignal) =>
    http.get<BookingDashboard>('/api/dashboard/booking', period(p, signal)),
  file: (p: Period, signal?: AbortSignal) =>
    http.get<FileDashboard>('/api/dashboard/file', period(p, signal)),

  transactions: (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
    http.get<{ transactions: BankTransaction[]; total: number }>('/api/banking/transactions', {
      query,
      signal,
    }),
  deleteTransactions: (transactionIds: string[]) =>
    http.post<object>('/api/banking/transactions/delete', { transactionIds }),
  contacts: (signal?: AbortSignal) =>
    http.get<{ contacts: BankContact[] }>('/api/banking/contacts', { signal }),
  transfer: (body: BankTransferBody) =>
    http.post<{ transaction: BankTransaction }>('/api/banking/transfer', body),

  bookings: (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
    http.get<{ bookings: Booking[]; total: number }>('/api/bookings', { query, signal }),
  updateBooking: (bookingId: string, status: Booking['status']) =>
    http.post<{ booking: Booking }>('/api/bookings/update', { bookingId, booking: { status } }),
  deleteBookings: (bookingIds: string[]) =>
    http.post<object>('/api/bookings/delete', { bookingIds }),
  reviews: (signal?: AbortSignal) =>
    http.get<{ reviews: BookingReview[]; total: number }>('/api/bookings/reviews', {
      query: { pageSize: 10 },
      signal,
    }),
  updateReview: (reviewId: string, status: 'accepted' | 'rejected') =>
    http.post<{ review: BookingReview }>('/api/bookings/reviews/update', { reviewId, status }),

  /** Into my file manager's root, like its own upload dialog. */
  uploadFiles: (files: File[]) => {
    const body = new FormData();
    for (const file of files) body.append('files', file);
    return http.post<{ files: FileItem[] }>('/api/files/upload', body);
  },
  newFolder: (name: string) =>
    http.post<{ file: FileItem }>('/api/files/folders/new', { name, parentId: null }),
};
