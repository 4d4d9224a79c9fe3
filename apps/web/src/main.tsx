// Mounts the providers and the router; nothing else. An RTL or non-English visit first loads
// the RTL styles and MUI texts it needs, so the first render is already right (no flash).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { accountRoutes } from '@keel/contracts/account.routes';
import { AppProviders } from './app/providers.tsx';
import { isValidToken, storedToken } from './features/auth/token.ts';
import { adoptBootAnswers, prefetchGet } from './lib/http.ts';
import { warmIntl } from './lib/warm-intl.ts';
import { createAppRouter } from './app/router.tsx';
import './locales/i18n.ts';
import { storedLanguage } from './locales/languages.ts';
import { settingsStore } from './settings/settings-store.ts';
import { loadAppearanceAssets } from './theme/appearance-assets.ts';

// The session check's request starts now (on a dashboard route public/theme-boot.js has started
// it already, with the route's own first GETs), while the texts and the first route's code load;
// the check takes its answer when it runs (lib/http.ts, prefetchGet).
adoptBootAnswers();
const token = storedToken();
if (isValidToken(token)) prefetchGet(accountRoutes.routes.myAccount.path, token);

const router = createAppRouter();
// A dashboard's first screen formats numbers and dates; the sign-in page does not.
if (window.location.pathname.startsWith('/dashboard')) warmIntl(storedLanguage());

function render() {
  const root = createRoot(document.getElementById('root')!);
  // The first render is the app's largest; as a transition React does it in slices, so the
  // page can answer a tap meanwhile (index.html's spinner stays until it is done).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

// Not a top-level await: the RTL chunk imports from this entry, which must finish first.
loadAppearanceAssets(settingsStore.getSettings().themeDirection, storedLanguage()).then(
  render,
  (error: unknown) => {
    console.error(error);
    render();
  },
);
