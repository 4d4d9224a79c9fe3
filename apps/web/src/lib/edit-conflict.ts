// Reads a stale save's 409 (packages/contracts/src/edit-version.ts) and works out the merge: the
// fields the editor changed whose saved value differs now are the conflicts to ask about; every
// other field simply takes the saved value.
import type { ChangedBy } from '@keel/contracts/edit-version';
import { STALE_VERSION } from '@keel/contracts/edit-version-constants';

export interface StaleSave<T> {
  current: T;
  changedBy: ChangedBy;
  changedAt: string;
}

export function staleSave<T>(failure: unknown): StaleSave<T> | undefined {
  if (
    !failure ||
    typeof failure !== 'object' ||
    (failure as { code?: unknown }).code !== STALE_VERSION
  )
    return undefined;
  const {
    current,
    changedBy = null,
    changedAt = new Date().toISOString(),
  } = failure as Partial<StaleSave<T>>;
  return current === undefined ? undefined : { current, changedBy, changedAt };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The names of the fields I changed that they changed to something else. With `base` (the values
 * the form started from), a field they left alone is no conflict: my value simply goes in.
 */
export function conflictingFields<T extends object>(
  mine: Partial<T>,
  theirs: T,
  base?: Partial<T>,
): (keyof T & string)[] {
  return (Object.keys(mine) as (keyof T & string)[]).filter(
    (name) =>
      !same(mine[name], theirs[name]) && (base === undefined || !same(base[name], theirs[name])),
  );
}

/** A value as text for the merge dialog. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(showValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}
