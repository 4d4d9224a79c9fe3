// /dashboard/e-commerce/list: manage the catalogue (docs/spec/pages.md#e-commerce).
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { ProductListView } from '../../../features/products/list/product-list-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/permissions.ts';

export function ProductListPage() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('products');
  const can = useCan();
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.productList')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('nav.ecommerce'), href: paths.dashboard.eCommerce.root },
          { name: t('nav.list') },
        ]}
        action={
          can('products.write') && (
            <Button
              component={RouterLink}
              to={paths.dashboard.eCommerce.new}
              variant="contained"
              startIcon={<Add />}
            >
              {ts('list.newProduct')}
            </Button>
          )
        }
      />
      <ProductListView />
    </DashboardContent>
  );
}
