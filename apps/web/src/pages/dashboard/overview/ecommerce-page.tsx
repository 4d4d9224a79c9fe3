// E-commerce: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function EcommerceOverviewPage() {
  return <DashboardPlaceholder headingKey="pages.ecommerce" />;
}
