// /dashboard/invoice/{id}: view, send, mark paid (docs/spec/pages.md#invoices).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { InvoiceDetailsView } from '../../../features/invoices/details/invoice-details-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function InvoiceDetailsPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const [number, setNumber] = useState('');
  return (
    <DashboardContent>
      <PageHeader
        heading={number || t('pages.invoiceDetails')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.invoice'), href: paths.dashboard.invoice.root },
          { name: number || t('pages.invoiceDetails') },
        ]}
      />
      <InvoiceDetailsView key={id} id={id} onLoaded={setNumber} />
    </DashboardContent>
  );
}
