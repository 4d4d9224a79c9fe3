// /dashboard/invoice/{id}: toolbar and the sheet (pages.md §12). A hidden print-styled copy
// of the sheet is what the PDF is drawn from.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@keel/contracts/invoices';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { failureMessage } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { fetchInvoice } from '../invoice.api.ts';
import { InvoiceSheet } from './invoice-sheet.tsx';
import { InvoiceToolbar } from './invoice-toolbar.tsx';

/** The PDF is always light, whatever the screen shows. */
export function PrintTheme({ children }: { children: React.ReactNode }) {
  const theme = useTheme();
  const light = useMemo(
    () =>
      createTheme({
        ...theme,
        palette: {
          ...theme.palette,
          mode: 'light',
          text: { primary: '#1C252E', secondary: '#637381', disabled: '#919EAB' },
          background: { paper: '#FFFFFF', default: '#FFFFFF' },
        },
      }),
    [theme],
  );
  return <ThemeProvider theme={light}>{children}</ThemeProvider>;
}

export function InvoiceDetailsView({
  id,
  onLoaded,
}: {
  id: string;
  onLoaded?: (number: string) => void;
}) {
  const { t } = useTranslation('invoice');
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const [error, setError] = useState('');
  const printSheet = useRef<HTMLDivElement>(null);

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
  if (!invoice) {
    return <Skeleton variant="rounded" height={720} aria-label={t('loading')} />;
  }
  return (
    <>
      <InvoiceToolbar
        invoice={invoice}
        sheet={printSheet}
        onChange={(updated) => (updated ? setInvoice(updated) : void load())}
      />
      <Card>
        <InvoiceSheet invoice={invoice} />
      </Card>
      <Box aria-hidden inert sx={{ position: 'fixed', left: -10_000, top: 0 }}>
        <PrintTheme>
          <InvoiceSheet ref={printSheet} invoice={invoice} print />
        </PrintTheme>
      </Box>
    </>
  );
}
