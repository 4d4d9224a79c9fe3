// Blank: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../placeholder.tsx';

export function BlankPage() {
  return <DashboardPlaceholder headingKey="pages.blank" />;
}
