// Components: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function ComponentsPage() {
  return <PublicPlaceholder headingKey="pages.components" />;
}
