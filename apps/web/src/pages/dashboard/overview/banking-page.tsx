// Banking: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function BankingOverviewPage() {
  return <DashboardPlaceholder headingKey="pages.banking" />;
}
