// Edit invoice: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function InvoiceEditPage() {
  return <DashboardPlaceholder headingKey="pages.invoiceEdit" />;
}
