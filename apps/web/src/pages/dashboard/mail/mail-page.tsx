// Mail: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function MailPage() {
  return <DashboardPlaceholder headingKey="pages.mail" />;
}
