// Loads the invoice named in the URL into the form; "Invoice not found" + back link otherwise.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Invoice } from '@keel/contracts/invoices';
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
      <Stack spacing={3} sx={{ py: 10, alignItems: 'center' }}>
        {error === 'Invoice not found' ? (
          <Typography variant="h5" component="p">
            {t('notFound')}
          </Typography>
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void load()}>
                {t('retry')}
              </Button>
            }
          >
            {error}
          </Alert>
        )}
        <Button
          component={RouterLink}
          to={paths.dashboard.invoice.list}
          startIcon={<ArrowBack />}
          color="inherit"
        >
          {t('backToList')}
        </Button>
      </Stack>
    );
  }
  if (!invoice) return <Skeleton variant="rounded" height={640} aria-label={t('loading')} />;
  return <InvoiceForm invoice={invoice} />;
}
