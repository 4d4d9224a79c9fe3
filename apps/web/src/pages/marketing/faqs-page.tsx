// FAQs: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function FaqsPage() {
  return <PublicPlaceholder headingKey="pages.faqs" />;
}
