// /auth/login (guarded) and /auth/login-unprotected (never redirects).
import { GuestGuard } from '../../features/auth/guards.tsx';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { authPaths } from '../../lib/auth-paths.ts';

export function LoginPage() {
  return (
    <GuestGuard>
      <LoginForm />
    </GuestGuard>
  );
}

export function LoginUnprotectedPage() {
  return <LoginForm registerHref={authPaths.registerUnprotected} />;
}
