// File: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function FileOverviewPage() {
  return <DashboardPlaceholder headingKey="pages.file" />;
}
