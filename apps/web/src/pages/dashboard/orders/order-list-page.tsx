// /dashboard/order/list: every order for managers (orders.read), one's own for members.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { OrderListView } from '../../../features/orders/list/order-list-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/permissions.ts';

export function OrderListPage() {
  const { t } = useTranslation();
  const canManage = useCan()('orders.manage');
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.orderList')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.order'), href: paths.dashboard.order.root },
          { name: t('nav.list') },
        ]}
      />
      <OrderListView canManage={canManage} />
    </DashboardContent>
  );
}
