// Account: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function UserAccountPage() {
  return <DashboardPlaceholder headingKey="pages.userAccount" />;
}
