// Contact us: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function ContactPage() {
  return <PublicPlaceholder headingKey="pages.contact" />;
}
