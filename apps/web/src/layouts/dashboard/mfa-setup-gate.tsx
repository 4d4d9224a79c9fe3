// The dashboard's MFA step: a user whose role requires two-factor sign-in and who has not set it
// up sees only the setup screen (mfa-setup-required.tsx) until they do. That screen, its texts
// (the `account` namespace) and the MFA form load only then: asked for here on every visit, the
// texts were a request of their own after the entry had run, before any page could render
// (bench/RESULTS.md, "Issue 23, session 13").
import { lazy, Suspense, type ReactNode } from 'react';
import { SplashScreen } from '../../components/splash-screen.tsx';
import { selectUser } from '../../features/auth/session.slice.ts';
import { useAppSelector } from '../../lib/hooks.ts';

const MfaSetupRequired = lazy(() =>
  import('./mfa-setup-required.tsx').then((module) => ({ default: module.MfaSetupRequired })),
);

export function MfaSetupGate({ children }: { children: ReactNode }) {
  const required = useAppSelector(selectUser)?.mfaSetupRequired;
  if (!required) return children;
  return (
    <Suspense fallback={<SplashScreen />}>
      <MfaSetupRequired />
    </Suspense>
  );
}
