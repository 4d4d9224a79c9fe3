// Dates and times in the reader's language: compact list dates ("14:05", "3 Mar", "3/3/2025")
// and relative times ("5 minutes ago"); full dates, sizes and numbers are in formatters.ts.
// Keel's `cn` is Intl's `zh`. Formatters are made once per locale (lib/number-format.ts says why).
import { dateTimeFormat } from './number-format.ts';

const intlLocale = (language: string) =>
  language === 'cn' ? 'zh-CN' : language === 'ar' ? 'ar-SD' : language;

/** Today: the time; this year: day and month; older: the full date. */
export function formatListDate(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const locale = intlLocale(language);
  if (date.toDateString() === now.toDateString()) {
    return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  }
  if (date.getFullYear() === now.getFullYear()) {
    return dateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
  }
  return dateTimeFormat(locale, { dateStyle: 'short' }).format(date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "5 minutes ago", "yesterday"; under a minute reads as "now". */
export function fromNow(iso: string, language: string, now = Date.now()): string {
  const elapsed = new Date(iso).getTime() - now;
  const locale = intlLocale(language);
  let format = relativeFormats.get(locale);
  if (!format)
    relativeFormats.set(
      locale,
      (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })),
    );
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(Math.round(elapsed / size), unit);
  }
  return format.format(0, 'second');
}
