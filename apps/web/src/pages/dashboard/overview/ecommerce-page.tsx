// /dashboard/ecommerce (docs/spec/pages.md#overview-dashboards).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { EcommerceOverview } from '../../../features/overview/ecommerce-overview.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function EcommerceOverviewPage() {
  const { t } = useTranslation();
  return (
    <DashboardContent maxWidth="xl">
      <PageHeader
        heading={t('pages.ecommerce')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('pages.ecommerce') },
        ]}
      />
      <EcommerceOverview />
    </DashboardContent>
  );
}
