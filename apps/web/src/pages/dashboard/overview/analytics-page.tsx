// /dashboard/analytics (docs/spec/pages.md#overview-dashboards).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { AnalyticsOverview } from '../../../features/overview/analytics-overview.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function AnalyticsOverviewPage() {
  const { t } = useTranslation();
  return (
    <DashboardContent maxWidth="xl">
      <PageHeader
        heading={t('pages.analytics')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('pages.analytics') },
        ]}
      />
      <AnalyticsOverview />
    </DashboardContent>
  );
}
