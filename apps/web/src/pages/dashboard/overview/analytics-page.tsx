// Analytics: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function AnalyticsOverviewPage() {
  return <DashboardPlaceholder headingKey="pages.analytics" />;
}
