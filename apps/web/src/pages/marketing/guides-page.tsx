// Guides: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function GuidesPage() {
  return <PublicPlaceholder headingKey="pages.guides" />;
}
