// /dashboard/invoice/{id}: toolbar and the sheet (pages.md §12). A hidden print-styled copy
// of the sheet is what the PDF is drawn from.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceLoadFailure } from '../invoice-load-failure.tsx';
import { useInvoice } from '../use-invoice.ts';
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
  const invoice = useInvoice(id, onLoaded);
  const printSheet = useRef<HTMLDivElement>(null);

  if (invoice.error) return <InvoiceLoadFailure error={invoice.error} onRetry={invoice.reload} />;
  if (!invoice.data) {
    return <Skeleton variant="rounded" height={720} aria-label={t('loading')} />;
  }
  return (
    <>
      <InvoiceToolbar
        invoice={invoice.data}
        sheet={printSheet}
        onChange={(updated) => (updated ? invoice.setData(updated) : invoice.reload())}
      />
      <Card>
        <InvoiceSheet invoice={invoice.data} />
      </Card>
      <Box aria-hidden inert sx={{ position: 'fixed', left: -10_000, top: 0 }}>
        <PrintTheme>
          <InvoiceSheet ref={printSheet} invoice={invoice.data} print />
        </PrintTheme>
      </Box>
    </>
  );
}
