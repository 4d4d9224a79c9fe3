// Coming soon: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function ComingSoonPage() {
  return <PublicPlaceholder headingKey="pages.comingSoon" />;
}
