// Numbers, money and dates in the reader's language (Intl); `useFormatters()` binds them to
// the current i18next language.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  vi: 'vi-VN',
  cn: 'zh-CN',
  ar: 'ar-SD',
};
export const localeOf = (language: string) => LOCALES[language] ?? 'en-US';

export function formatCurrency(value: number, language = 'en'): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD' }).format(
    value,
  );
}

export function formatNumber(value: number, language = 'en'): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

export function formatPercent(value: number, language = 'en'): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value / 100);
}

export function formatDate(iso: string | Date, language = 'en'): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatTime(iso: string | Date, language = 'en'): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(new Date(iso));
}

/** "YYYY-MM-DD" of a date in UTC: the value of a date input and of date-only API fields. */
export const isoDay = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      currency: (value: number) => formatCurrency(value, language),
      number: (value: number) => formatNumber(value, language),
      percent: (value: number) => formatPercent(value, language),
      date: (iso: string | Date) => formatDate(iso, language),
      time: (iso: string | Date) => formatTime(iso, language),
    }),
    [language],
  );
}
