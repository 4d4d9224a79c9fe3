// How invoice statuses read on screen.
import type { InvoiceStatus } from '@keel/contracts/invoices';

export const STATUS_COLOR: Record<
  InvoiceStatus | 'all',
  'success' | 'warning' | 'error' | 'default' | 'info'
> = {
  all: 'info',
  paid: 'success',
  unpaid: 'warning',
  overdue: 'error',
  draft: 'default',
};

export const INVOICE_TABS = ['all', 'paid', 'unpaid', 'overdue', 'draft'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];
