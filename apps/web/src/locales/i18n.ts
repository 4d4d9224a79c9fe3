// i18next with one JSON file per language and namespace (locales/<lng>/<ns>.json), each loaded
// only when a page needs it: a route ships only its own texts. A feature adds its namespace by
// adding the five files; `useTranslation('<ns>')` loads it (Suspense shows the route fallback).
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, storedLanguage } from './languages.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json');

const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`./${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

export const i18nReady = i18next
  .use(lazyJsonBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

i18next.on('languageChanged', (language) => {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  document.documentElement.lang = language === 'cn' ? 'zh' : language;
});
document.documentElement.lang = storedLanguage() === 'cn' ? 'zh' : storedLanguage();

export { i18next };
