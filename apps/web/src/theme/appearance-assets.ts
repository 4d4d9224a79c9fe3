// What only some visitors need, loaded before it's applied so nothing renders half-switched:
// the RTL emotion cache (stylis RTL plugin) and MUI's component texts per language. An LTR
// English visit loads neither. main.tsx awaits `loadAppearanceAssets` before the first render.
import createCache, { type EmotionCache } from '@emotion/cache';
import type { Localization } from '@mui/material/locale';
import type { ThemeDirection } from '../settings/settings-config.ts';
import { languageOption, type Language } from '../locales/languages.ts';

export const ltrCache = createCache({ key: 'mui' });

export interface AppearanceAssets {
  direction: ThemeDirection;
  language: Language;
  cache: EmotionCache;
  localization: Localization | undefined;
}

let rtlCache: EmotionCache | undefined;
const localizations = new Map<Language, Localization>();

async function loadRtlCache(): Promise<EmotionCache> {
  rtlCache ??= (await import('./rtl-cache.ts')).rtlCache;
  return rtlCache;
}

async function loadLocalization(language: Language): Promise<Localization | undefined> {
  const load = languageOption(language).loadSystemText;
  if (!load) return undefined;
  if (!localizations.has(language)) localizations.set(language, await load());
  return localizations.get(language);
}

/** The assets if everything they need is already loaded, else undefined. */
export function loadedAppearanceAssets(
  direction: ThemeDirection,
  language: Language,
): AppearanceAssets | undefined {
  const cache = direction === 'rtl' ? rtlCache : ltrCache;
  const needsLocalization = languageOption(language).loadSystemText !== null;
  if (!cache || (needsLocalization && !localizations.has(language))) return undefined;
  return { direction, language, cache, localization: localizations.get(language) };
}

export async function loadAppearanceAssets(
  direction: ThemeDirection,
  language: Language,
): Promise<AppearanceAssets> {
  const [cache, localization] = await Promise.all([
    direction === 'rtl' ? loadRtlCache() : ltrCache,
    loadLocalization(language),
  ]);
  return { direction, language, cache, localization };
}
