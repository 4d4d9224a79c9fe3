// Kanban: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function KanbanPage() {
  return <DashboardPlaceholder headingKey="pages.kanban" />;
}
