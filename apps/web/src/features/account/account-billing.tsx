// Billing tab (docs/spec/pages.md#users): the plan ("Cancel plan" → basic, "Upgrade plan" → /pricing),
// saved cards, billing addresses and the plan's invoice history with PDFs.
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingInvoice } from '@keel/contracts/account-settings';
import type { User } from '@keel/contracts/user';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { downloadBlob, renderDocuments } from '../../components/pdf/pdf-file.ts';
import { failureMessage } from '../../lib/http.ts';
import { paths } from '../../lib/paths.ts';
import { queryView } from '../../lib/api.ts';
import { BILLING_INVOICES, useBillingInvoicesQuery, useChoosePlanMutation } from './account.api.ts';
import { BillingAddresses } from './billing-addresses.tsx';
import { BillingCards } from './billing-cards.tsx';
import { localeOf } from '../../lib/formatters.ts';

function useMoney() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    money: (value: number) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value),
    date: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
  };
}

/** A one-page PDF receipt through Keel's one PDF path (packages/pdf), loaded only when asked for. */
async function downloadInvoice(
  invoice: BillingInvoice,
  labels: { title: string; plan: string; cycle: string; date: string; total: string },
  format: { money: (value: number) => string; date: (iso: string) => string },
  dir: 'ltr' | 'rtl',
) {
  const { receiptDocument } = await import('@keel/pdf/documents');
  const rows: [string, string][] = [
    ['#', invoice.id.slice(0, 8).toUpperCase()],
    [labels.date, format.date(invoice.createdAt)],
    [labels.plan, invoice.plan],
    [labels.cycle, invoice.billingCycle],
    [labels.total, format.money(invoice.price)],
  ];
  downloadBlob(
    await renderDocuments([receiptDocument(labels.title, rows, dir, 'support@keel.dev')]),
    `keel-invoice-${invoice.createdAt.slice(0, 10)}.pdf`,
  );
}

export function AccountBilling({
  user,
  onUserChanged,
}: {
  user: User;
  onUserChanged: (user: User) => void;
}) {
  const { t, i18n } = useTranslation(['account', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const { money, date } = useMoney();
  const invoices = queryView(
    useBillingInvoicesQuery(BILLING_INVOICES),
    (answer) => answer.billingInvoices,
  );
  const [choosePlan] = useChoosePlanMutation();
  const [cancelling, setCancelling] = useState(false);

  const cancelPlan = async () => {
    try {
      const { user: saved } = await choosePlan({ body: { plan: 'basic' } }).unwrap();
      onUserChanged(saved);
      setCancelling(false);
      enqueueSnackbar(t('billing.planCancelled'));
    } catch (failure) {
      const message = failureMessage(failure);
      enqueueSnackbar(
        t(message, {
          ns: 'validation',
          keySeparator: false,
          nsSeparator: false,
          defaultValue: message,
        }),
        { variant: 'error' },
      );
    }
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <Card sx={{ p: 3 }}>
            <Typography variant="overline" color="text.secondary">
              {t('billing.yourPlan')}
            </Typography>
            <Typography variant="h4" sx={{ textTransform: 'capitalize', mt: 1 }}>
              {t(`plans.${user.plan}`)}
            </Typography>
            <Divider sx={{ my: 3, borderStyle: 'dashed' }} />
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              {user.plan !== 'basic' && (
                <Button color="inherit" variant="outlined" onClick={() => setCancelling(true)}>
                  {t('billing.cancelPlan')}
                </Button>
              )}
              <Button component={RouterLink} to={paths.pricing} variant="contained">
                {t('billing.upgradePlan')}
              </Button>
            </Stack>
          </Card>
          <BillingCards />
          <BillingAddresses />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card>
          <CardHeader title={t('billing.invoiceHistory')} />
          <Stack spacing={1.5} sx={{ p: 3 }}>
            {invoices.error ? (
              <RetryAlert message={invoices.error} onRetry={invoices.reload} />
            ) : !invoices.data ? (
              Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height={32} />)
            ) : invoices.data.length === 0 ? (
              <Typography color="text.secondary">{t('billing.noInvoices')}</Typography>
            ) : (
              invoices.data.map((invoice) => (
                <Stack key={invoice.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                    {date(invoice.createdAt)}
                  </Typography>
                  <Typography variant="body2">{money(invoice.price)}</Typography>
                  <IconButton
                    size="small"
                    aria-label={t('billing.downloadInvoice', { date: date(invoice.createdAt) })}
                    onClick={() =>
                      void downloadInvoice(
                        invoice,
                        {
                          title: t('billing.invoice'),
                          plan: t('billing.plan'),
                          cycle: t('billing.cycle'),
                          date: t('billing.date'),
                          total: t('billing.total'),
                        },
                        { money, date },
                        i18n.dir() === 'rtl' ? 'rtl' : 'ltr',
                      )
                    }
                  >
                    <DownloadRounded fontSize="small" />
                  </IconButton>
                </Stack>
              ))
            )}
          </Stack>
        </Card>
      </Grid>
      {cancelling && (
        <ConfirmDialog
          open
          onClose={() => setCancelling(false)}
          onConfirm={cancelPlan}
          target={{ name: t(`plans.${user.plan}`) }}
          title={t('billing.cancelPlan')}
          content={t('billing.cancelConfirm')}
          actionLabel={t('billing.cancelPlan')}
          cancelLabel={t('billing.keepPlan')}
        />
      )}
    </Grid>
  );
}
