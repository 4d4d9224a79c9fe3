// Kanban (docs/spec/pages.md#kanban): the team's task board.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { KanbanView } from '../../../features/kanban/components/kanban-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function KanbanPage() {
  const { t } = useTranslation();
  const heading = t('pages.kanban');
  return (
    <DashboardContent maxWidth={false}>
      <PageHeader
        heading={heading}
        links={[{ name: t('nav.dashboard'), href: paths.dashboard.root }, { name: heading }]}
      />
      <KanbanView />
    </DashboardContent>
  );
}
