// /dashboard/e-commerce/product/new (docs/spec/pages.md#e-commerce).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { ProductForm } from '../../../features/products/form/product-form.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function ProductCreatePage() {
  const { t } = useTranslation();
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.productCreate')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.ecommerce'), href: paths.dashboard.eCommerce.root },
          { name: t('nav.create') },
        ]}
      />
      <ProductForm />
    </DashboardContent>
  );
}
