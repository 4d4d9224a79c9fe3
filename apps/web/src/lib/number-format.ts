// What translated sentences need of lib/formatters.ts (locales/i18n.ts formats every number in
// them): the reader's Intl locale and fNumber. Apart so the entry chunk, which holds i18n.ts,
// doesn't carry the other formatters. i18next is the package's instance (the one
// locales/i18n.ts sets up).
import i18next from 'i18next';

const LOCALES: Record<string, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  vi: 'vi-VN',
  cn: 'zh-CN',
  ar: 'ar-SD',
};
export const localeOf = (language: string) => LOCALES[language] ?? 'en-US';
export const current = () => i18next.language || 'en';

/** `options` adjust Intl's, e.g. `{ useGrouping: false }` for a year. */
export function fNumber(
  value: number,
  language = current(),
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2, ...options }).format(
    value,
  );
}
