// Loads the invoice named in the URL into the form; "Invoice not found" + back link otherwise.
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { InvoiceLoadFailure } from '../invoice-load-failure.tsx';
import { useInvoice } from '../use-invoice.ts';
import { InvoiceForm } from './invoice-form.tsx';

export function InvoiceEditView({
  id,
  onLoaded,
}: {
  id: string;
  onLoaded?: (number: string) => void;
}) {
  const { t } = useTranslation('invoices');
  const invoice = useInvoice(id, onLoaded);

  if (invoice.error) return <InvoiceLoadFailure error={invoice.error} onRetry={invoice.reload} />;
  if (!invoice.data) return <Skeleton variant="rounded" height={640} aria-label={t('loading')} />;
  return <InvoiceForm invoice={invoice.data} />;
}
