// Loads the invoice named in the URL into the form; "Invoice not found" + back link otherwise.
import Skeleton from '@mui/material/Skeleton';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@keel/contracts/invoices';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { failureMessage } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { fetchInvoice } from '../invoice.api.ts';
import { InvoiceForm } from './invoice-form.tsx';

export function InvoiceEditView({
  id,
  onLoaded,
}: {
  id: string;
  onLoaded?: (number: string) => void;
}) {
  const { t } = useTranslation('invoice');
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    setError('');
    try {
      const result = await fetchInvoice(id);
      setInvoice(result.invoice);
      onLoaded?.(result.invoice.invoiceNumber);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }, [id, onLoaded]);
  useEffect(() => {
    void load();
  }, [load]);

  if (error) {
    return (
      <LoadFailure
        error={error}
        notFoundMessage="Invoice not found"
        notFoundText={t('notFound')}
        retryLabel={t('retry')}
        onRetry={() => void load()}
        backTo={paths.dashboard.invoice.list}
        backLabel={t('backToList')}
      />
    );
  }
  if (!invoice) return <Skeleton variant="rounded" height={640} aria-label={t('loading')} />;
  return <InvoiceForm invoice={invoice} />;
}
