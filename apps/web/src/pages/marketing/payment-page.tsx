// Payment: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function PaymentPage() {
  return <PublicPlaceholder headingKey="pages.payment" />;
}
