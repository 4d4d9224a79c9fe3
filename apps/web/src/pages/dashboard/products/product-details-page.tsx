// /dashboard/e-commerce/product/{name}: details and reviews (docs/spec/pages.md#e-commerce).
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { ProductDetailsView } from '../../../features/products/details/product-details-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function ProductDetailsPage() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('products');
  const name = useParams().name ?? '';
  const [title, setTitle] = useState('');
  return (
    <DashboardContent>
      <PageHeader
        heading={title || t('pages.productDetails')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.ecommerce'), href: paths.dashboard.eCommerce.root },
          { name: t('nav.shop'), href: paths.dashboard.eCommerce.shop },
          { name: title || t('pages.productDetails') },
        ]}
        action={
          <Button
            component={RouterLink}
            to={paths.dashboard.eCommerce.edit(name)}
            variant="outlined"
            color="inherit"
            startIcon={<Edit />}
          >
            {ts('edit')}
          </Button>
        }
      />
      <ProductDetailsView key={name} name={name} onLoaded={setTitle} />
    </DashboardContent>
  );
}
