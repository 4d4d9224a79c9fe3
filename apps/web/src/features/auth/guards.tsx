// Route guards (pages.md §3): signed-out users on the dashboard go to the login page with
// `returnTo`; signed-in users on login/register go to `returnTo` or /dashboard/app.
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks.ts';
import { SplashScreen } from '../../components/splash-screen.tsx';
import { paths } from '../../lib/paths.ts';
import { selectSession } from './session.slice.ts';

/** Only same-site paths are followed, so a crafted link can't send users elsewhere. */
export function safeReturnTo(value: string | null): string {
  if (value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return paths.dashboard.app;
}

// Logout goes to the plain login URL (pages.md §2), not back to the page the user left.
let signedOutOnPurpose = false;
export function markSignedOutOnPurpose(value: boolean) {
  signedOutOnPurpose = value;
}

export function AuthGuard({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated } = useAppSelector(selectSession);
  const location = useLocation();
  if (!isInitialized) return <SplashScreen />;
  if (!isAuthenticated && signedOutOnPurpose) return <Navigate to={paths.auth.login} replace />;
  if (!isAuthenticated) {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${paths.auth.login}?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  return children;
}

export function GuestGuard({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated } = useAppSelector(selectSession);
  const [searchParams] = useSearchParams();
  if (!isInitialized) return <SplashScreen />;
  if (isAuthenticated) return <Navigate to={safeReturnTo(searchParams.get('returnTo'))} replace />;
  return children;
}

/** Admin-only pieces of the UI (the server enforces the same rule). */
export function useIsAdmin(): boolean {
  return useAppSelector((state) => state.session.user?.role === 'admin');
}
