// Reset password: replaced by its feature's page (placeholder until then).
import { PublicPlaceholder } from '../placeholder.tsx';

export function ResetPasswordPage() {
  return <PublicPlaceholder headingKey="pages.resetPassword" />;
}
