// New password: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function NewPasswordPage() {
  return <PublicPlaceholder headingKey="pages.newPassword" />;
}
