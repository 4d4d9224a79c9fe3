// /dashboard/app: the workspace overview (docs/spec/pages.md#overview-dashboards).
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { AppOverview } from '../../../features/overview/app-overview.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';

export function AppOverviewPage() {
  const { t } = useTranslation();
  return (
    <DashboardContent maxWidth="xl">
      <PageTitle title={t('pages.app')} />
      <AppOverview />
    </DashboardContent>
  );
}
