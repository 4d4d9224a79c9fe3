// Numbers, money, sizes and dates in the reader's language (Intl), one place for every page.
// Each takes a language or reads i18next's current one; `useFormatters()` binds them to the
// component's language, so it re-renders on a switch. Numbers inside translated sentences are
// written by fNumber too (locales/i18n.ts), so a table and a sentence write them alike; fNumber
// and localeOf live in number-format.ts, which i18n.ts imports, so that the rest of this file
// stays off every first visit (the entry chunk).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { current, dateTimeFormat, fNumber, localeOf, numberFormat } from './number-format.ts';

export { fNumber, localeOf };

export function fShortNumber(value: number, language = current()): string {
  return numberFormat(localeOf(language), {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

export function fCurrency(value: number, language = current()): string {
  const format = numberFormat(localeOf(language), { style: 'currency', currency: 'USD' });
  if (language !== 'ar') return format.format(value);
  // Arabic writes "US$" (CLDR, even as narrowSymbol), which right-to-left text shows as "$US"
  // (issue 19): the shop's one currency is written "$", after the Arabic digits.
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('');
}

export function fPercent(value: number, language = current()): string {
  return numberFormat(localeOf(language), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value / 100);
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
// Left-to-right isolate … pop: in Arabic text "2.4 MB" would otherwise read "MB 2.4", in the
// DOM as well as in chart labels and translated sentences, where no dir attribute can reach.
const LRI = '\u2066';
const PDI = '\u2069';

/** Byte counts for people: 0 B, 12.3 KB, 4.5 MB, 5 GB (docs/spec/pages.md#data-shapes: sizes are bytes). */
export function fBytes(bytes: number, language = current()): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = numberFormat(localeOf(language), {
    maximumFractionDigits: digits,
  }).format(value);
  const size = `${number} ${SIZE_UNITS[unit]}`;
  return language === 'ar' ? `${LRI}${size}${PDI}` : size;
}

export function fDate(iso: string | Date, language = current()): string {
  return dateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso));
}

export function fDateTime(iso: string | Date, language = current()): string {
  return dateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export function fTime(iso: string | Date, language = current()): string {
  return dateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(new Date(iso));
}

/** "YYYY-MM" → "Jan", "YYYY-MM-DD" → "Jan 5": chart axis labels (one argument: used with map). */
export function fBucketLabel(label: string): string {
  const date = new Date(label.length === 7 ? `${label}-01T00:00:00Z` : `${label}T00:00:00Z`);
  return dateTimeFormat(
    localeOf(current()),
    label.length === 7
      ? { month: 'short', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' },
  ).format(date);
}

/** "YYYY-MM-DD" of a date in UTC: the value of a date input and of date-only API fields. */
export const isoDay = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      currency: (value: number) => fCurrency(value, language),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        fNumber(value, language, options),
      percent: (value: number) => fPercent(value, language),
      bytes: (value: number) => fBytes(value, language),
      date: (iso: string | Date) => fDate(iso, language),
      dateTime: (iso: string | Date) => fDateTime(iso, language),
      time: (iso: string | Date) => fTime(iso, language),
    }),
    [language],
  );
}
