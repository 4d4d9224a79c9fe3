// /dashboard/order/{id}: one order, its history and (for orders.manage) its status actions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { OrderDetailsView } from '../../../features/orders/details/order-details-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/permissions.ts';

export function OrderDetailsPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const canManage = useCan()('orders.manage');
  const [number, setNumber] = useState('');
  return (
    <DashboardContent>
      <PageHeader
        heading={number || t('pages.orderDetails')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.order'), href: paths.dashboard.order.list },
          { name: number || t('pages.orderDetails') },
        ]}
      />
      <OrderDetailsView key={id} id={id} canManage={canManage} onLoaded={setNumber} />
    </DashboardContent>
  );
}
