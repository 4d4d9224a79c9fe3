// The constants of optimistic concurrency (edit-version.ts), in a module without zod: the web
// app's conflict handling (apps/web/src/lib/edit-conflict.ts) reads them on pages that load no
// schema.
export const STALE_VERSION = 'STALE_VERSION';

export const EditVersionMessages = {
  stale: 'Someone else changed this record since you opened it',
} as const;
