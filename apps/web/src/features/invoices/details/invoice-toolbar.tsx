// The details toolbar (docs/spec/pages.md#invoices): Edit, View (full-screen PDF), Download, Print, Send,
// Share, and "Mark as paid" (confirmed; hidden once paid).
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Print from '@mui/icons-material/Print';
import Send from '@mui/icons-material/Send';
import Share from '@mui/icons-material/Share';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@keel/contracts/invoices';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { failureMessage } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useMarkInvoicePaidMutation, useSendInvoicesMutation } from '../invoices.api.ts';
import { useInvoicePdf } from './invoice-pdf-actions.ts';

// Send and mark-paid invalidate the invoice's cache entry (invoices.api.ts): the page refetches.
export function InvoiceToolbar({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const canWrite = useCan()('invoices.write');
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState<'' | 'download' | 'print' | 'view' | 'send' | 'share' | 'paid'>(
    '',
  );
  const [confirmPaid, setConfirmPaid] = useState(false);
  const [viewUrl, setViewUrl] = useState('');
  const fileName = `${invoice.invoiceNumber}.pdf`;
  const pdf = useInvoicePdf();
  const [sendInvoices] = useSendInvoicesMutation();
  const [markInvoicePaid] = useMarkInvoicePaidMutation();

  const run = async (kind: typeof busy, task: () => Promise<void>) => {
    setBusy(kind);
    try {
      await task();
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    } finally {
      setBusy('');
    }
  };

  const action = (kind: typeof busy, label: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={Boolean(busy)}>
          {busy === kind ? <CircularProgress size={20} /> : icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          {canWrite && (
            <Tooltip title={t('actions.edit')}>
              <IconButton
                component={RouterLink}
                to={paths.dashboard.invoice.edit(invoice.id)}
                aria-label={t('actions.edit')}
              >
                <Edit />
              </IconButton>
            </Tooltip>
          )}
          {action(
            'view',
            t('actions.view'),
            <Visibility />,
            () => void run('view', async () => setViewUrl(await pdf.url([invoice]))),
          )}
          {action(
            'download',
            t('actions.download'),
            <Download />,
            () => void run('download', () => pdf.download([invoice], fileName)),
          )}
          {action(
            'print',
            t('actions.print'),
            <Print />,
            () => void run('print', () => pdf.print([invoice])),
          )}
          {canWrite &&
            action(
              'send',
              t('actions.send'),
              <Send />,
              () =>
                void run('send', async () => {
                  await sendInvoices({ body: { invoiceIds: [invoice.id] } }).unwrap();
                  enqueueSnackbar(t('sent', { count: 1 }));
                }),
            )}
          {action(
            'share',
            t('actions.share'),
            <Share />,
            () =>
              void run('share', async () => {
                await navigator.clipboard.writeText(window.location.href);
                enqueueSnackbar(t('linkCopied'));
              }),
          )}
        </Stack>
        {canWrite && invoice.status !== 'paid' && (
          <Button
            variant="contained"
            color="success"
            startIcon={<TaskAlt />}
            onClick={() => setConfirmPaid(true)}
            loading={busy === 'paid'}
          >
            {t('actions.markPaid')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmPaid}
        color="success"
        title={t('actions.markPaid')}
        content={t('markPaidConfirm', { number: invoice.invoiceNumber })}
        actionLabel={t('actions.markPaid')}
        cancelLabel={t('cancel')}
        onClose={() => setConfirmPaid(false)}
        onConfirm={() =>
          run('paid', async () => {
            await markInvoicePaid({ body: { invoiceId: invoice.id } }).unwrap();
            setConfirmPaid(false);
            enqueueSnackbar(t('markedPaid'));
          })
        }
      />
      <Dialog
        fullScreen
        open={Boolean(viewUrl)}
        onClose={() => {
          URL.revokeObjectURL(viewUrl);
          setViewUrl('');
        }}
        aria-label={invoice.invoiceNumber}
      >
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {invoice.invoiceNumber}
          </Typography>
          <Button
            variant="contained"
            startIcon={<Close />}
            onClick={() => {
              URL.revokeObjectURL(viewUrl);
              setViewUrl('');
            }}
          >
            {t('close')}
          </Button>
        </Toolbar>
        <Box
          component="iframe"
          src={viewUrl}
          title={invoice.invoiceNumber}
          sx={{ flexGrow: 1, width: 1, border: 0 }}
        />
      </Dialog>
    </>
  );
}
