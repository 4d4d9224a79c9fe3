// Terms of service: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function TermsPage() {
  return <PublicPlaceholder headingKey="pages.terms" />;
}
