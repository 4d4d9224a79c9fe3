// Everything the app runs inside: store, theme (from the appearance settings), toasts (loaded
// with the first one: components/snackbar/lazy-notistack.ts), the session check, and the
// floating light/dark button shown on every screen.
import { Suspense, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { SnackbarHost } from '../components/snackbar/snackbar-host.tsx';
import { SplashScreen } from '../components/splash-screen.tsx';
import { SessionInitializer } from '../features/auth/session-initializer.tsx';
import { ModeToggleButton } from '../settings/mode-toggle-button.tsx';
import { AppThemeProvider } from '../theme/theme-provider.tsx';
import { makeStore } from '../lib/store.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  return (
    <ReduxProvider store={store}>
      <AppThemeProvider>
        <SessionInitializer />
        <Suspense fallback={<SplashScreen />}>{children}</Suspense>
        <Suspense fallback={null}>
          <ModeToggleButton />
        </Suspense>
        <SnackbarHost />
      </AppThemeProvider>
    </ReduxProvider>
  );
}
