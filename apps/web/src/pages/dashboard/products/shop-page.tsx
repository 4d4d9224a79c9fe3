// /dashboard/e-commerce/shop: browse and buy (docs/spec/pages.md#e-commerce).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { ShopView } from '../../../features/products/shop/shop-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function ShopPage() {
  const { t } = useTranslation();
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.shop')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.ecommerce'), href: paths.dashboard.eCommerce.root },
          { name: t('nav.shop') },
        ]}
      />
      <ShopView />
    </DashboardContent>
  );
}
