// Home: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function HomePage() {
  return <PublicPlaceholder headingKey="pages.home" />;
}
