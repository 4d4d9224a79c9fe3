// /dashboard/invoice/{id}/edit (docs/spec/pages.md#invoices).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { InvoiceEditView } from '../../../features/invoices/form/invoice-edit-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function InvoiceEditPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const [number, setNumber] = useState('');
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.invoiceEdit')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.invoice'), href: paths.dashboard.invoice.root },
          ...(number ? [{ name: number, href: paths.dashboard.invoice.view(id) }] : []),
          { name: t('pages.invoiceEdit') },
        ]}
      />
      <InvoiceEditView key={id} id={id} onLoaded={setNumber} />
    </DashboardContent>
  );
}
