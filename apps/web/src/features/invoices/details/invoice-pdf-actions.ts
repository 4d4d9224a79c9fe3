// Invoice PDFs (download, print, a URL to view) through Keel's one PDF path (packages/pdf):
// vector text in the reader's language, the same document the server attaches when an invoice
// is sent. pdf-lib and the fonts load on first use only.
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@keel/contracts/invoices';
import type { InvoiceLabels } from '@keel/pdf/documents';
import {
  blobUrl,
  downloadBlob,
  printBlob,
  renderDocuments,
} from '../../../components/pdf/pdf-file.ts';
import { useFormatters } from '../../../lib/formatters.ts';

export function useInvoicePdf() {
  const { t, i18n } = useTranslation('invoices');
  const format = useFormatters();
  const labels: InvoiceLabels = {
    invoice: t('sheet.invoice'),
    status: t('form.status'),
    from: t('sheet.from'),
    to: t('sheet.to'),
    createDate: t('sheet.createDate'),
    dueDate: t('sheet.dueDate'),
    description: t('sheet.description'),
    qty: t('sheet.qty'),
    unitPrice: t('sheet.unitPrice'),
    total: t('sheet.total'),
    subtotal: t('sheet.subtotal'),
    discount: t('sheet.discount'),
    taxes: t('sheet.taxes'),
    totalPrice: t('sheet.totalPrice'),
    notes: t('sheet.notes'),
    statuses: {
      paid: t('status.paid'),
      unpaid: t('status.unpaid'),
      overdue: t('status.overdue'),
      draft: t('status.draft'),
    },
  };
  const dir = i18n.dir() === 'rtl' ? 'rtl' : 'ltr';
  const build = async (invoices: Invoice[]) => {
    const { invoiceDocument } = await import('@keel/pdf/documents');
    return renderDocuments(
      invoices.map((invoice) =>
        invoiceDocument(invoice, labels, { money: format.currency, date: format.date }, dir),
      ),
    );
  };
  return {
    download: async (invoices: Invoice[], fileName: string) =>
      downloadBlob(await build(invoices), fileName),
    print: async (invoices: Invoice[]) => printBlob(await build(invoices)),
    url: async (invoices: Invoice[]) => blobUrl(await build(invoices)),
  };
}
