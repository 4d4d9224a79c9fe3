// /dashboard/e-commerce/product/{name}/edit (docs/spec/pages.md#e-commerce).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { ProductEditView } from '../../../features/products/form/product-edit-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function ProductEditPage() {
  const { t } = useTranslation();
  const name = useParams().name ?? '';
  const [title, setTitle] = useState('');
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.productEdit')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.ecommerce'), href: paths.dashboard.eCommerce.root },
          ...(title ? [{ name: title, href: paths.dashboard.eCommerce.view(name) }] : []),
          { name: t('pages.productEdit') },
        ]}
      />
      <ProductEditView key={name} name={name} onLoaded={setTitle} />
    </DashboardContent>
  );
}
