// Puts a failed call's per-field messages on their form fields; returns the message for the
// alert above the form (docs/spec/pages.md#ui Forms).
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { failureFields, failureMessage } from './http.ts';

export function applyServerErrors<T extends FieldValues>(
  failure: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string {
  const fields = failureFields(failure);
  for (const [field, message] of Object.entries(fields)) {
    if ((fieldNames as readonly string[]).includes(field))
      setError(field as Path<T>, { type: 'server', message });
  }
  return failureMessage(failure);
}
