// Everything the app runs inside: store, theme, translations, toasts, the session check.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { SnackbarProvider } from '../components/snackbar/snackbar-provider.tsx';
import { SplashScreen } from '../components/splash-screen.tsx';
import { SessionInitializer } from '../features/auth/session-initializer.tsx';
import { createAppTheme } from '../theme/create-app-theme.ts';
import { makeStore } from './store.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  const theme = useMemo(() => createAppTheme({ mode: 'light', direction: 'ltr' }), []);
  return (
    <ReduxProvider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider>
          <SessionInitializer />
          <Suspense fallback={<SplashScreen />}>{children}</Suspense>
        </SnackbarProvider>
      </ThemeProvider>
    </ReduxProvider>
  );
}
