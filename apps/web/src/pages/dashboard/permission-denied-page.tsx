// Permission denied: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../placeholder.tsx';

export function PermissionDeniedPage() {
  return <DashboardPlaceholder headingKey="pages.permissionDenied" />;
}
