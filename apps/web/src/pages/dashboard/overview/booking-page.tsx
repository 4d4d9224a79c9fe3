// /dashboard/booking (docs/spec/pages.md#overview-dashboards).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { BookingOverview } from '../../../features/overview/booking-overview.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function BookingOverviewPage() {
  const { t } = useTranslation();
  return (
    <DashboardContent maxWidth="xl">
      <PageHeader
        heading={t('pages.booking')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('pages.booking') },
        ]}
      />
      <BookingOverview />
    </DashboardContent>
  );
}
