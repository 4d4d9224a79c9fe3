// Optimistic concurrency (issue 17): records people edit together carry a `version`; an update
// names the version it started from, and a stale one is answered 409 with the current record,
// who changed it and when, so the form can offer a merge instead of overwriting silently.
import { z } from 'zod';
import { ErrorResponseSchema } from './common.ts';
import type { STALE_VERSION } from './edit-version-constants.ts';

export const VersionSchema = z.number().int().min(1);

// The constants live apart so the web app can read them without loading zod.
export { EditVersionMessages, STALE_VERSION } from './edit-version-constants.ts';

export const ChangedBySchema = z.object({ id: z.string(), name: z.string() }).nullable();
export type ChangedBy = z.infer<typeof ChangedBySchema>;

/** The 409 of a versioned update: `current` is the record as it is now (same shape as a read). */
export function staleVersionResponseSchema<T extends z.ZodType>(record: T) {
  return ErrorResponseSchema.extend({
    current: record.optional(),
    changedBy: ChangedBySchema.optional(),
    changedAt: z.string().optional(),
  });
}

export interface StaleVersionBody<T> {
  message: string;
  code: typeof STALE_VERSION;
  current: T;
  changedBy: ChangedBy;
  changedAt: string;
}
