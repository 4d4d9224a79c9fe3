// Create a new user: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function UserCreatePage() {
  return <DashboardPlaceholder headingKey="pages.userCreate" />;
}
