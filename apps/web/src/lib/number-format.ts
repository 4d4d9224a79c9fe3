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

// Issue 23: building an Intl formatter costs far more than formatting with one (its locale data
// is loaded and resolved each time), and a page formats hundreds of numbers and dates on its first
// render (every sentence with a count, every table cell): one formatter per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions) {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** `options` adjust Intl's, e.g. `{ useGrouping: false }` for a year. */
export function fNumber(
  value: number,
  language = current(),
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(localeOf(language), { maximumFractionDigits: 2, ...options }).format(value);
}
