// /dashboard/invoice/new: compose (docs/spec/pages.md#invoices).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { InvoiceForm } from '../../../features/invoices/form/invoice-form.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function InvoiceCreatePage() {
  const { t } = useTranslation();
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.invoiceCreate')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.invoice'), href: paths.dashboard.invoice.root },
          { name: t('nav.create') },
        ]}
      />
      <InvoiceForm />
    </DashboardContent>
  );
}
