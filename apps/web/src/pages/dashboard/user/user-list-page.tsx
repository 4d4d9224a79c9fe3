// User list: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function UserListPage() {
  return <DashboardPlaceholder headingKey="pages.userList" />;
}
