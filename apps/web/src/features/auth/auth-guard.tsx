// The dashboard's session checks (docs/spec/pages.md#auth): signed-out users go to the login page with
// `returnTo`, or to the plain login page after a logout. What a role may use: lib/permissions.ts.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../../lib/hooks.ts';
import { SplashScreen } from '../../components/splash-screen.tsx';
import { authPaths } from '../../lib/auth-paths.ts';
import { isSignedOutOnPurpose } from './guards.tsx';
import { selectSession } from './session.slice.ts';

export function AuthGuard({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated } = useAppSelector(selectSession);
  const location = useLocation();
  if (!isInitialized) return <SplashScreen />;
  if (!isAuthenticated && isSignedOutOnPurpose()) return <Navigate to={authPaths.login} replace />;
  if (!isAuthenticated) {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${authPaths.login}?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  return children;
}
