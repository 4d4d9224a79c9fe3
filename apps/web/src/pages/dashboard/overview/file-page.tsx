// /dashboard/file (docs/spec/pages.md#overview-dashboards).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { FileOverview } from '../../../features/overview/file-overview.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function FileOverviewPage() {
  const { t } = useTranslation();
  return (
    <DashboardContent maxWidth="xl">
      <PageHeader
        heading={t('pages.file')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('pages.file') },
        ]}
      />
      <FileOverview />
    </DashboardContent>
  );
}
