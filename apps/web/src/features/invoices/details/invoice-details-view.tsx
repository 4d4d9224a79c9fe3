// /dashboard/invoice/{id}: toolbar and the sheet (docs/spec/pages.md#invoices). The PDF is drawn from the
// invoice itself (packages/pdf), not from the page.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceLoadFailure } from '../invoice-load-failure.tsx';
import { useInvoice } from '../use-invoice.ts';
import { InvoiceSheet } from './invoice-sheet.tsx';
import { InvoiceToolbar } from './invoice-toolbar.tsx';

// The History tab (issue 21) loads when opened.
const RecordHistory = lazy(() =>
  import('../../../components/record-history/record-history.tsx').then((module) => ({
    default: module.RecordHistory,
  })),
);

export function InvoiceDetailsView({
  id,
  onLoaded,
}: {
  id: string;
  onLoaded?: (number: string) => void;
}) {
  const { t } = useTranslation(['invoices', 'audit']);
  const invoice = useInvoice(id, onLoaded);
  const [tab, setTab] = useState<'invoice' | 'history'>('invoice');

  if (invoice.error) return <InvoiceLoadFailure error={invoice.error} onRetry={invoice.reload} />;
  if (!invoice.data) {
    return <Skeleton variant="rounded" height={720} aria-label={t('loading')} />;
  }
  return (
    <>
      <InvoiceToolbar invoice={invoice.data} />
      <Card>
        <Tabs
          value={tab}
          onChange={(_, value: 'invoice' | 'history') => setTab(value)}
          sx={{ px: 3, boxShadow: (theme) => `inset 0 -2px 0 0 ${theme.palette.divider}` }}
        >
          <Tab value="invoice" label={t('tabs.invoice')} />
          <Tab value="history" label={t('audit:historyLabel')} />
        </Tabs>
        {tab === 'invoice' ? (
          <InvoiceSheet invoice={invoice.data} />
        ) : (
          <Box sx={{ p: 3 }} role="tabpanel">
            <Suspense fallback={null}>
              <RecordHistory
                resource="invoices"
                recordId={invoice.data.id}
                onRestored={invoice.reload}
              />
            </Suspense>
          </Box>
        )}
      </Card>
    </>
  );
}
