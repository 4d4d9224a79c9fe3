// i18next with one JSON file per language and namespace (locales/<lng>/<ns>.json), each loaded
// only when a page needs it: a route ships only its own texts. A feature adds its namespace by
// adding the five files; `useTranslation('<ns>')` loads it (Suspense shows the route fallback).
import i18next, { type BackendModule, type FormatFunction, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fNumber } from '../lib/number-format.ts';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, storedLanguage } from './languages.ts';

type TextFiles = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

// Each language's list of text files is a chunk of its own (~0.4 KB gzip each): the entry
// carries five small imports instead of every language's file names (the sign-in page's budget).
const textFilesOf: Record<string, () => Promise<{ textFiles: TextFiles }>> = {
  en: () => import('./text-files/en.ts'),
  fr: () => import('./text-files/fr.ts'),
  vi: () => import('./text-files/vi.ts'),
  cn: () => import('./text-files/cn.ts'),
  ar: () => import('./text-files/ar.ts'),
};

const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const list = textFilesOf[language];
    if (!list) {
      callback(null, {});
      return;
    }
    list()
      .then(({ textFiles }) => {
        const load = textFiles[`../${language}/${namespace}.json`];
        return load ? load().then((module) => module.default) : {};
      })
      .then(
        (texts) => callback(null, texts),
        (error: Error) => callback(error, null),
      );
  },
};

/**
 * Every number put into a sentence ("Available: {{count}}") is written as the formatters write
 * it in tables: Arabic-Indic digits in Arabic (Keel's Arabic is ar-SD; Chromium's plain `ar` gives
 * Latin digits), grouped thousands everywhere. Plural forms are picked from the number before
 * this. `formatParams: { <name>: Intl options }` adjusts one value, e.g. a year without grouping.
 */
const formatInterpolated: FormatFunction = (value, _format, language, options) => {
  if (typeof value !== 'number') return value;
  const key = options?.interpolationkey as string | undefined;
  const adjust = key
    ? (options?.formatParams as Record<string, Intl.NumberFormatOptions> | undefined)?.[key]
    : undefined;
  return fNumber(value, language, adjust);
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
    interpolation: { escapeValue: false, alwaysFormat: true, format: formatInterpolated },
    returnNull: false,
    showSupportNotice: false,
  });

// Keel's Chinese is `cn` (docs/spec/seed.md#constants), which Intl doesn't know: without this, i18next would pick
// plural forms by the browser's own locale. Plural keys follow Intl's forms for `htmlLang`.
const pluralResolver = i18next.services.pluralResolver as {
  getRule: (code: string, options?: object) => unknown;
};
const getRule = pluralResolver.getRule.bind(pluralResolver);
pluralResolver.getRule = (code, options) => getRule(code === 'cn' ? 'zh-CN' : code, options);

// The document's `lang` and `dir` are set by the theme provider, with the direction.
i18next.on('languageChanged', (language) => {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
});

export { i18next };
