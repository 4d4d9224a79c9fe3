// Edit user: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function UserEditPage() {
  return <DashboardPlaceholder headingKey="pages.userEdit" />;
}
