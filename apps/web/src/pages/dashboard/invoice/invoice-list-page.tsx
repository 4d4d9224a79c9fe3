// Invoice list: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function InvoiceListPage() {
  return <DashboardPlaceholder headingKey="pages.invoiceList" />;
}
