// Profile: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function UserProfilePage() {
  return <DashboardPlaceholder headingKey="pages.userProfile" />;
}
