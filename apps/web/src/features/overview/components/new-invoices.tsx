// The app dashboard's "New invoices": the latest five with their status, each linking to the
// invoice, and "View all" to the list.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AppDashboard } from '@keel/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { Label, type LabelColor } from '../../../components/label/label.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { fCurrency, fDate } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';

const STATUS_COLOR: Record<string, LabelColor> = {
  paid: 'success',
  unpaid: 'warning',
  overdue: 'error',
  draft: 'default',
};

export function NewInvoices({ invoices }: { invoices: AppDashboard['newInvoices'] }) {
  const { t } = useTranslation('overview');
  return (
    <Card sx={{ height: 1 }}>
      <CardHeader title={t('app.newInvoices')} />
      <TableContainer sx={{ p: 1 }}>
        <Table size="small" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('app.invoice')}</TableCell>
              <TableCell>{t('app.client')}</TableCell>
              <TableCell align="right">{t('app.price')}</TableCell>
              <TableCell>{t('app.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {t('noData')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {invoices.map((invoice) => (
              <TableRow key={invoice.id} hover>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={paths.dashboard.invoice.view(invoice.id)}
                    color="inherit"
                    variant="subtitle2"
                  >
                    {invoice.invoiceNumber}
                  </Link>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {fDate(invoice.createDate)}
                  </Typography>
                </TableCell>
                <TableCell>{invoice.client}</TableCell>
                <TableCell align="right">{fCurrency(invoice.totalPrice)}</TableCell>
                <TableCell>
                  <Label color={STATUS_COLOR[invoice.status] ?? 'default'}>
                    {t(`app.invoiceStatus.${invoice.status}`, { defaultValue: invoice.status })}
                  </Label>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button component={RouterLink} to={paths.dashboard.invoice.list} sx={{ m: 2 }} size="small">
        {t('viewAll')}
      </Button>
    </Card>
  );
}
