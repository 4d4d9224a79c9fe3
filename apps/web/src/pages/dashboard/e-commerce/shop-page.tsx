// Shop: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function ShopPage() {
  return <DashboardPlaceholder headingKey="pages.shop" />;
}
