// /auth/setup: the first-run page that creates the first admin (the login page sends visitors
// here while the server says setup is needed).
import { SetupForm } from '../../features/auth/setup-form.tsx';

export function SetupPage() {
  return <SetupForm />;
}
