// Pricing: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function PricingPage() {
  return <PublicPlaceholder headingKey="pages.pricing" />;
}
