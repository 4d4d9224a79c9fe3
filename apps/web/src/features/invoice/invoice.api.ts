// The invoice calls (pages.md §12).
import type {
  InvoiceAddressEntry,
  InvoiceAddressInput,
  InvoiceInput,
  InvoiceListResponse,
  InvoiceResponse,
  InvoiceUpdateBody,
} from '@keel/contracts/invoices';
import { http } from '../../lib/http.ts';
import { newIdempotencyKey } from '@keel/contracts/idempotency';
import { idempotencyHeaders } from '../../lib/use-idempotency-key.ts';

export interface InvoiceListQuery {
  page: number;
  pageSize: number;
  sort: string;
  q?: string;
  status?: string;
  services?: string[];
  from?: string;
  to?: string;
}

export const fetchInvoices = (query: InvoiceListQuery, signal?: AbortSignal) =>
  http.get<InvoiceListResponse>('/api/invoices', { query: { ...query }, signal });
export const fetchInvoice = (id: string, signal?: AbortSignal) =>
  http.get<InvoiceResponse>('/api/invoices/invoice', { query: { id }, signal });
export const fetchNextNumber = () =>
  http.get<{ invoiceNumber: string }>('/api/invoices/next-number');
export const searchInvoiceAddresses = (q: string) =>
  http.get<{ addresses: InvoiceAddressEntry[] }>('/api/invoices/addresses', { query: { q } });
export const createInvoiceAddress = (address: InvoiceAddressInput) =>
  http.post<{ address: InvoiceAddressEntry }>('/api/invoices/addresses/new', address);
export const createInvoice = (invoice: InvoiceInput) =>
  http.post<InvoiceResponse>('/api/invoices/new', invoice);
export const updateInvoice = (body: InvoiceUpdateBody) =>
  http.post<InvoiceResponse>('/api/invoices/update', body);
export const deleteInvoices = (invoiceIds: string[]) =>
  http.post<object>('/api/invoices/delete', { invoiceIds });
/** Sent with a fresh Idempotency-Key unless the caller keeps one per submit. */
export const sendInvoices = (invoiceIds: string[], headers = idempotencyHeaders(newIdempotencyKey())) =>
  http.post<object>('/api/invoices/send', { invoiceIds }, { headers });
export const markInvoicePaid = (invoiceId: string) =>
  http.post<InvoiceResponse>('/api/invoices/mark-paid', { invoiceId });
