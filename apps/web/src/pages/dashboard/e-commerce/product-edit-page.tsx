// Edit product: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function ProductEditPage() {
  return <DashboardPlaceholder headingKey="pages.productEdit" />;
}
