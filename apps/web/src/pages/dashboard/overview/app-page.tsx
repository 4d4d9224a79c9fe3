// App: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function AppOverviewPage() {
  return <DashboardPlaceholder headingKey="pages.app" />;
}
