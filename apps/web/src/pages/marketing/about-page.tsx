// About us: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function AboutPage() {
  return <PublicPlaceholder headingKey="pages.about" />;
}
