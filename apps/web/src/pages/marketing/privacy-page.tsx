// Privacy policy: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function PrivacyPage() {
  return <PublicPlaceholder headingKey="pages.privacy" />;
}
