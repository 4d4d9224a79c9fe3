// Mounts the providers and the router; nothing else. An RTL or non-English visit first loads
// the RTL styles and MUI texts it needs, so the first render is already right (no flash).
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import '@fontsource/public-sans/800.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import './locales/i18n.ts';
import { storedLanguage } from './locales/languages.ts';
import { settingsStore } from './settings/settings-store.ts';
import { loadAppearanceAssets } from './theme/appearance-assets.ts';

const router = createAppRouter();

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// Not a top-level await: the RTL chunk imports from this entry, which must finish first.
loadAppearanceAssets(settingsStore.getSettings().themeDirection, storedLanguage()).then(render, (error: unknown) => {
  console.error(error);
  render();
});
