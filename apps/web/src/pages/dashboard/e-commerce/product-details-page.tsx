// Product details: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function ProductDetailsPage() {
  return <DashboardPlaceholder headingKey="pages.productDetails" />;
}
