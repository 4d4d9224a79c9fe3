// User cards: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function UserCardsPage() {
  return <DashboardPlaceholder headingKey="pages.userCards" />;
}
