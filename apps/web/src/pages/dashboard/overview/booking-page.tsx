// Booking: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function BookingOverviewPage() {
  return <DashboardPlaceholder headingKey="pages.booking" />;
}
