// Due ranges: stored as ISO instants at local midnight, picked as dates, shown as a short range.
import { dateTimeFormat } from '../../lib/number-format.ts';

export type Due = [string | null, string | null];

const LOCALE_TAGS: Record<string, string> = { cn: 'zh-CN', ar: 'ar-SD' };
export const localeTag = (language: string) => LOCALE_TAGS[language] ?? language;

/** "2030-01-05" from an ISO instant, in the viewer's time zone (for `<input type="date">`). */
export function toDateInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a picked date as an ISO instant, or null when cleared. */
export function fromDateInput(value: string): string | null {
  if (!value) return null;
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return null;
  return new Date(year, month - 1, day).toISOString();
}

/** Late: not completed and the last due day is before today. */
export function isLate(due: Due, completed: boolean, now = new Date()): boolean {
  const end = due[1] ?? due[0];
  if (!end || completed) return false;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return new Date(end) < today;
}

export function formatDue(due: Due, language: string): string {
  // One formatter per language (lib/number-format.ts): a new one per card was the board's
  // costliest function on its first render (bench/RESULTS.md, "Issue 23, session 12").
  const format = dateTimeFormat(localeTag(language), { day: 'numeric', month: 'short' });
  const [start, end] = due;
  if (start && end) {
    return toDateInput(start) === toDateInput(end)
      ? format.format(new Date(end))
      : format.formatRange(new Date(start), new Date(end));
  }
  const only = start ?? end;
  return only ? format.format(new Date(only)) : '';
}

/** End not before start (docs/spec/pages.md: "End date must be later than start date"). */
export const dueInOrder = (due: Due) =>
  !due[0] || !due[1] || Date.parse(due[1]) >= Date.parse(due[0]);
