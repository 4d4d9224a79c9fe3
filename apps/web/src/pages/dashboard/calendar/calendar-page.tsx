// Calendar: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function CalendarPage() {
  return <DashboardPlaceholder headingKey="pages.calendar" />;
}
