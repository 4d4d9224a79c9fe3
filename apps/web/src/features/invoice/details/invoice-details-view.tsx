// /dashboard/invoice/{id}: toolbar and the sheet (pages.md §12). The PDF is drawn from the
// invoice itself (packages/pdf), not from the page.
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { InvoiceLoadFailure } from '../invoice-load-failure.tsx';
import { useInvoice } from '../use-invoice.ts';
import { InvoiceSheet } from './invoice-sheet.tsx';
import { InvoiceToolbar } from './invoice-toolbar.tsx';

export function InvoiceDetailsView({
  id,
  onLoaded,
}: {
  id: string;
  onLoaded?: (number: string) => void;
}) {
  const { t } = useTranslation('invoice');
  const invoice = useInvoice(id, onLoaded);

  if (invoice.error) return <InvoiceLoadFailure error={invoice.error} onRetry={invoice.reload} />;
  if (!invoice.data) {
    return <Skeleton variant="rounded" height={720} aria-label={t('loading')} />;
  }
  return (
    <>
      <InvoiceToolbar
        invoice={invoice.data}
        onChange={(updated) => (updated ? invoice.setData(updated) : invoice.reload())}
      />
      <Card>
        <InvoiceSheet invoice={invoice.data} />
      </Card>
    </>
  );
}
