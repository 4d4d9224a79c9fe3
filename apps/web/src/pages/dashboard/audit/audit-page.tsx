// /dashboard/audit: the audit trail (admins with audit.read).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { AuditListView } from '../../../features/audit/audit-list-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function AuditPage() {
  const { t } = useTranslation(['common', 'audit']);
  return (
    <DashboardContent>
      <PageHeader
        heading={t('audit:heading')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('audit:heading') },
        ]}
      />
      <AuditListView />
    </DashboardContent>
  );
}
