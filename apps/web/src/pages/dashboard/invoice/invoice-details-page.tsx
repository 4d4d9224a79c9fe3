// Invoice details: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function InvoiceDetailsPage() {
  return <DashboardPlaceholder headingKey="pages.invoiceDetails" />;
}
