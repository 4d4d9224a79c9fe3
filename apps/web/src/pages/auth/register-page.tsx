// /auth/register (guarded) and /auth/register-unprotected (never redirects).
import { GuestGuard } from '../../features/auth/guards.tsx';
import { RegisterForm } from '../../features/auth/register-form.tsx';
import { paths } from '../../lib/paths.ts';

export function RegisterPage() {
  return (
    <GuestGuard>
      <RegisterForm />
    </GuestGuard>
  );
}

export function RegisterUnprotectedPage() {
  return <RegisterForm loginHref={paths.auth.loginUnprotected} />;
}
