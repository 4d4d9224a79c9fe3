// Create a new invoice: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function InvoiceCreatePage() {
  return <DashboardPlaceholder headingKey="pages.invoiceCreate" />;
}
