// Maintenance: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function MaintenancePage() {
  return <PublicPlaceholder headingKey="pages.maintenance" />;
}
