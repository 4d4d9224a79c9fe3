// Edit forms send only what changed (docs/spec/pages.md#shared-rules: `…/update { id, entity }` with changed fields).
// react-hook-form's `formState.dirtyFields` is a subscription proxy: read only inside the submit
// handler it was never subscribed to and stays `{}`, so Account → General, product edit and the
// user form sent `{}` and showed "Changes saved" (issue 19). Comparing the submitted values with
// the values the form started from does not depend on what was rendered.

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  // Strings are trimmed by the contract schemas: "  Ann " submitted over "Ann" is no change.
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim();
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The entries of `values` (limited to `fields`) that differ from `initial`. */
export function changedFields<T extends object, K extends keyof T & string>(
  fields: readonly K[],
  values: T,
  initial: Partial<Record<K, unknown>>,
): Partial<Pick<T, K>> {
  const changed: Partial<Pick<T, K>> = {};
  for (const field of fields) {
    if (!(field in values)) continue;
    if (!same(values[field], initial[field])) changed[field] = values[field];
  }
  return changed;
}
