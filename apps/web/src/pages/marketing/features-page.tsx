// Features: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function FeaturesPage() {
  return <PublicPlaceholder headingKey="pages.features" />;
}
