// The five languages (docs/spec/seed.md#constants). `value` is what i18next and localStorage `i18nextLng` hold; each
// option also names its flag and MUI's own texts for components (docs/spec/seed.md#entities "Language option").
import type { Localization } from '@mui/material/locale';

export const LANGUAGES = ['en', 'fr', 'vi', 'cn', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export interface LanguageOption {
  value: Language;
  /** Key of the language's name in the `chrome` namespace. */
  labelKey: string;
  /** The country whose flag stands for it (assets/flags/<flag>.svg). */
  flag: 'gb' | 'fr' | 'vn' | 'cn' | 'sd';
  /** MUI's texts for pagination, rating, autocomplete, alert and breadcrumbs; English is MUI's default. */
  loadSystemText: (() => Promise<Localization>) | null;
  /** The `lang` attribute for the document and Intl. */
  htmlLang: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { value: 'en', labelKey: 'languages.en', flag: 'gb', loadSystemText: null, htmlLang: 'en' },
  {
    value: 'fr',
    labelKey: 'languages.fr',
    flag: 'fr',
    loadSystemText: () => import('@mui/material/locale').then(({ frFR }) => frFR),
    htmlLang: 'fr',
  },
  {
    value: 'vi',
    labelKey: 'languages.vi',
    flag: 'vn',
    loadSystemText: () => import('@mui/material/locale').then(({ viVN }) => viVN),
    htmlLang: 'vi',
  },
  {
    value: 'cn',
    labelKey: 'languages.cn',
    flag: 'cn',
    loadSystemText: () => import('@mui/material/locale').then(({ zhCN }) => zhCN),
    htmlLang: 'zh-CN',
  },
  {
    value: 'ar',
    labelKey: 'languages.ar',
    flag: 'sd',
    loadSystemText: () => import('@mui/material/locale').then(({ arSD }) => arSD),
    htmlLang: 'ar-SD',
  },
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function languageOption(language: string): LanguageOption {
  return LANGUAGE_OPTIONS.find((option) => option.value === language) ?? LANGUAGE_OPTIONS[0]!;
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : FALLBACK_LANGUAGE;
  } catch {
    return FALLBACK_LANGUAGE;
  }
}
