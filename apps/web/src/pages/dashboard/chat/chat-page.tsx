// Chat: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function ChatPage() {
  return <DashboardPlaceholder headingKey="pages.chat" />;
}
