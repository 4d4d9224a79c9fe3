// Checkout: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function CheckoutPage() {
  return <DashboardPlaceholder headingKey="pages.checkout" />;
}
