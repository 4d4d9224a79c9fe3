// Number, money, size and date formatting in the current language (Intl), one place for all pages.
import { i18next } from '../locales/i18n.ts';

function locale(): string {
  const language = i18next.language || 'en';
  return language === 'cn' ? 'zh-CN' : language === 'ar' ? 'ar-SD' : language;
}

export const fNumber = (value: number) => new Intl.NumberFormat(locale(), { maximumFractionDigits: 2 }).format(value);
export const fShortNumber = (value: number) =>
  new Intl.NumberFormat(locale(), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
export const fCurrency = (value: number) =>
  new Intl.NumberFormat(locale(), { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(value);
export const fPercent = (value: number) =>
  new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

export function fBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale(), { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

export const fDate = (iso: string | Date) => new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(new Date(iso));
export const fDateTime = (iso: string | Date) =>
  new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
export const fTime = (iso: string | Date) => new Intl.DateTimeFormat(locale(), { timeStyle: 'short' }).format(new Date(iso));

/** "YYYY-MM" → "Jan", "YYYY-MM-DD" → "Jan 5": chart axis labels. */
export function fBucketLabel(label: string): string {
  const date = new Date(label.length === 7 ? `${label}-01T00:00:00Z` : `${label}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale(), label.length === 7 ? { month: 'short', timeZone: 'UTC' } : { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}
