// The current language as React state, and the one way to change it (the header's language
// menu): the new language's texts for every namespace in use and MUI's texts load first, then
// the language, MUI texts and direction (rtl for Arabic, docs/spec/seed.md#states-and-transitions) switch together.
import { useSyncExternalStore } from 'react';
import { settingsStore } from '../settings/settings-store.ts';
import { directionOf } from '../settings/settings-config.ts';
import { loadAppearanceAssets } from '../theme/appearance-assets.ts';
import { i18next } from './i18n.ts';
import { isLanguage, storedLanguage, type Language } from './languages.ts';

function subscribe(listener: () => void) {
  i18next.on('languageChanged', listener);
  return () => i18next.off('languageChanged', listener);
}

export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : storedLanguage();
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage);
}

function loadTexts(language: Language): Promise<void> {
  const used = i18next.reportNamespaces?.getUsedNamespaces() ?? [];
  const namespaces = [...new Set(['common', ...used])];
  // The backend connector is i18next's own loader (typed `any`); it fills the store for `language`.
  const connector = i18next.services.backendConnector as {
    load: (languages: string[], namespaces: string[], done: () => void) => void;
  };
  return new Promise((resolve) => connector.load([language], namespaces, () => resolve()));
}

export async function changeLanguage(language: Language) {
  const direction = directionOf(language);
  await Promise.all([loadTexts(language), loadAppearanceAssets(direction, language)]);
  await i18next.changeLanguage(language);
  settingsStore.update('themeDirection', direction);
}
