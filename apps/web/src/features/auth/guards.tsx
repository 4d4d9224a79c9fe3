// Route guards (docs/spec/pages.md#auth): signed-out users on the dashboard go to the login page with
// `returnTo` (AuthGuard, in auth-guard.tsx with the dashboard's other session checks, off the
// sign-in page); signed-in users on login/register go to `returnTo` or /dashboard/app.
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../lib/hooks.ts';
import { SplashScreen } from '../../components/splash-screen.tsx';
import { dashboardApp } from '../../lib/auth-paths.ts';
import { selectSession } from './session.slice.ts';
import { isValidToken, storedToken } from './token.ts';

/** Only same-site paths are followed, so a crafted link can't send users elsewhere. */
export function safeReturnTo(value: string | null): string {
  if (value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'))
    return value;
  return dashboardApp;
}

// Logout goes to the plain login URL (docs/spec/pages.md#shell), not back to the page the user left.
let signedOutOnPurpose = false;
export function markSignedOutOnPurpose(value: boolean) {
  signedOutOnPurpose = value;
}
export const isSignedOutOnPurpose = () => signedOutOnPurpose;

export function GuestGuard({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated } = useAppSelector(selectSession);
  const [searchParams] = useSearchParams();
  // Only a stored session is worth waiting for: with none, the check can only end signed out,
  // and the form shows at once rather than after a frame of spinner (a layout shift).
  if (!isInitialized && isValidToken(storedToken())) return <SplashScreen />;
  if (isAuthenticated) return <Navigate to={safeReturnTo(searchParams.get('returnTo'))} replace />;
  return children;
}
