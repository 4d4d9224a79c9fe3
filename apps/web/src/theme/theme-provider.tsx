// Applies the appearance settings: the MUI theme (mode, contrast, preset, direction, MUI texts),
// the emotion cache for the direction, and `dir`, `lang` and `color-scheme` on the document.
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { languageOption } from '../locales/languages.ts';
import { useLanguage } from '../locales/use-language.ts';
import { useSettings } from '../settings/settings-store.ts';
import {
  loadAppearanceAssets,
  loadedAppearanceAssets,
  ltrCache,
  type AppearanceAssets,
} from './appearance-assets.ts';
import { createAppTheme } from './create-app-theme.ts';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const language = useLanguage();
  const direction = settings.themeDirection;
  const [assets, setAssets] = useState<AppearanceAssets>(
    () =>
      loadedAppearanceAssets(direction, language) ?? {
        direction: 'ltr',
        language,
        cache: ltrCache,
        localization: undefined,
      },
  );

  // A new direction or language applies once its cache and texts are in (usually preloaded).
  useEffect(() => {
    if (assets.direction === direction && assets.language === language) return;
    let current = true;
    loadAppearanceAssets(direction, language).then(
      (loaded) => current && setAssets(loaded),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [assets, direction, language]);

  const theme = useMemo(
    () =>
      createAppTheme({
        mode: settings.themeMode,
        contrast: settings.themeContrast,
        preset: settings.themeColorPresets,
        direction: assets.direction,
        localization: assets.localization,
      }),
    [settings.themeMode, settings.themeContrast, settings.themeColorPresets, assets],
  );

  useEffect(() => {
    const root = document.documentElement;
    root.dir = assets.direction;
    root.lang = languageOption(assets.language).htmlLang;
    root.style.colorScheme = settings.themeMode;
    root.style.backgroundColor = theme.palette.background.default;
  }, [assets, settings.themeMode, theme]);

  return (
    <CacheProvider value={assets.cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
