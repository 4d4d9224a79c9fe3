// Product list: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function ProductListPage() {
  return <DashboardPlaceholder headingKey="pages.productList" />;
}
