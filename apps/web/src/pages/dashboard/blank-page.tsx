// /dashboard/blank (docs/spec/pages.md#other-dashboard-pages): "Blank" breadcrumb and an empty card to start a page from.
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { DashboardContent } from '../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../lib/paths.ts';

export function BlankPage() {
  const { t } = useTranslation();
  return (
    <DashboardContent>
      <PageHeader
        heading={t('pages.blank')}
        links={[
          { name: t('nav.dashboard'), href: paths.dashboard.root },
          { name: t('pages.blank') },
        ]}
      />
      <Card
        sx={{
          minHeight: 320,
          borderStyle: 'dashed',
          borderWidth: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      />
    </DashboardContent>
  );
}
