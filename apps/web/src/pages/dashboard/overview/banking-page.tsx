// /dashboard/banking (docs/spec/pages.md#overview-dashboards).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { BankingOverview } from '../../../features/overview/banking-overview.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function BankingOverviewPage() {
  const { t } = useTranslation();
  return (
    <DashboardContent maxWidth="xl">
      <PageHeader
        heading={t('pages.banking')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('pages.banking') },
        ]}
      />
      <BankingOverview />
    </DashboardContent>
  );
}
