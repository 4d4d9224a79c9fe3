// Create a new product: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function ProductCreatePage() {
  return <DashboardPlaceholder headingKey="pages.productCreate" />;
}
