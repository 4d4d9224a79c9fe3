// /dashboard/invoice/list: track billing (docs/spec/pages.md#invoices).
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { InvoiceListView } from '../../../features/invoices/list/invoice-list-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/permissions.ts';

export function InvoiceListPage() {
  const { t } = useTranslation();
  const { t: ti } = useTranslation('invoices');
  const can = useCan();
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.invoiceList')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.invoice'), href: paths.dashboard.invoice.root },
          { name: t('nav.list') },
        ]}
        action={
          can('invoices.write') && (
            <Button
              component={RouterLink}
              to={paths.dashboard.invoice.new}
              variant="contained"
              startIcon={<Add />}
            >
              {ti('list.newInvoice')}
            </Button>
          )
        }
      />
      <InvoiceListView />
    </DashboardContent>
  );
}
