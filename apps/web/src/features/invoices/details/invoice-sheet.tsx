// The invoice as a sheet (docs/spec/pages.md#invoices): logo, status, number, From/To, dates, items, totals,
// notes and the support line. The same element becomes the browser-built PDF.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceAddress } from '@keel/contracts/invoices';
import { Label } from '../../../components/label/label.tsx';
import { Logo } from '../../../components/logo.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { InvoiceAddressLines } from '../invoice-address-lines.tsx';
import { STATUS_COLOR } from '../invoice-display.ts';

function Party({ title, address }: { title: string; address: InvoiceAddress }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      <InvoiceAddressLines address={address} withCompany />
    </Stack>
  );
}

/** `print` renders fixed colours for the PDF whatever the theme. */
export const InvoiceSheet = forwardRef<HTMLDivElement, { invoice: Invoice; print?: boolean }>(
  function InvoiceSheet({ invoice, print }, ref) {
    const { t } = useTranslation('invoices');
    const format = useFormatters();
    // Totals sit under the table, not in it, so a phone sees them without scrolling sideways.
    const row = (label: string, value: string, strong = false) => (
      <Stack direction="row" spacing={3} sx={{ justifyContent: 'space-between' }}>
        <Typography
          variant={strong ? 'subtitle1' : 'body2'}
          color={strong ? 'text.primary' : 'text.secondary'}
        >
          {label}
        </Typography>
        <Typography variant={strong ? 'subtitle1' : 'subtitle2'} sx={{ whiteSpace: 'nowrap' }}>
          {value}
        </Typography>
      </Stack>
    );
    return (
      <Box
        ref={ref}
        data-testid="invoice-sheet"
        sx={{
          p: { xs: 3, md: 5 },
          ...(print ? { width: 794, bgcolor: '#ffffff', color: '#1C252E' } : {}),
        }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', mb: 5 }}
        >
          <Logo />
          <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
            <Label color={STATUS_COLOR[invoice.status]} variant="soft" data-testid="invoice-status">
              {t(`status.${invoice.status}`)}
            </Label>
            <Typography variant="h6" component="p">
              {invoice.invoiceNumber}
            </Typography>
          </Stack>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
            mb: 5,
          }}
        >
          <Party title={t('sheet.from')} address={invoice.invoiceFrom} />
          <Party title={t('sheet.to')} address={invoice.invoiceTo} />
          <Stack spacing={0.5}>
            <Typography variant="overline" color="text.secondary">
              {t('sheet.createDate')}
            </Typography>
            <Typography variant="body2">{format.date(invoice.createDate)}</Typography>
          </Stack>
          <Stack spacing={0.5}>
            <Typography variant="overline" color="text.secondary">
              {t('sheet.dueDate')}
            </Typography>
            <Typography
              variant="body2"
              color={invoice.status === 'overdue' ? 'error' : 'text.primary'}
            >
              {format.date(invoice.dueDate)}
            </Typography>
          </Stack>
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <Table sx={{ minWidth: 560 }} aria-label={t('sheet.items')}>
            <TableHead>
              <TableRow>
                <TableCell width={40}>#</TableCell>
                <TableCell>{t('sheet.description')}</TableCell>
                <TableCell>{t('sheet.service')}</TableCell>
                <TableCell align="right">{t('sheet.qty')}</TableCell>
                <TableCell align="right">{t('sheet.unitPrice')}</TableCell>
                <TableCell align="right">{t('sheet.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoice.items.map((item, index) => (
                <TableRow key={item.id}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>
                    <Typography variant="subtitle2">{item.title}</Typography>
                    {item.description && (
                      <Typography variant="body2" color="text.secondary">
                        {item.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{item.service ? t(`services.${item.service}`) : '-'}</TableCell>
                  <TableCell align="right">{format.number(item.quantity)}</TableCell>
                  <TableCell align="right">{format.currency(item.price)}</TableCell>
                  <TableCell align="right">{format.currency(item.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Stack
          spacing={1.5}
          sx={{ mt: 3, marginInlineStart: 'auto', width: 1, maxWidth: 300, px: 2 }}
        >
          {row(t('sheet.subtotal'), format.currency(invoice.subTotalPrice))}
          {row(
            t('sheet.discount'),
            invoice.discount ? `-${format.currency(invoice.discount)}` : '-',
          )}
          {row(t('sheet.taxes'), invoice.taxes ? format.currency(invoice.taxes) : '-')}
          {row(t('sheet.totalPrice'), format.currency(invoice.totalPrice), true)}
        </Stack>
        <Divider sx={{ my: 3, borderStyle: 'dashed' }} />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between' }}
        >
          <Box sx={{ maxWidth: 480 }}>
            <Typography variant="subtitle2">{t('sheet.notes')}</Typography>
            <Typography variant="body2">{invoice.notes || t('sheet.noNotes')}</Typography>
          </Box>
          <Box sx={{ textAlign: { md: 'end' } }}>
            <Typography variant="subtitle2">{t('sheet.question')}</Typography>
            <Typography variant="body2">support@keel.dev</Typography>
          </Box>
        </Stack>
      </Box>
    );
  },
);
