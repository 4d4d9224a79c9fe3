// /dashboard/e-commerce/checkout: cart to order (docs/spec/pages.md#e-commerce).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { CheckoutView } from '../../../features/products/checkout/checkout-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.checkout')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.ecommerce'), href: paths.dashboard.eCommerce.root },
          { name: t('nav.checkout') },
        ]}
      />
      <CheckoutView />
    </DashboardContent>
  );
}
