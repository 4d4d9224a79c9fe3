// Verify your e-mail: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function VerifyPage() {
  return <PublicPlaceholder headingKey="pages.verify" />;
}
