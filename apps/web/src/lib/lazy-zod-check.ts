// A contract schema's `safeParse` for an inline check (a field saved on Enter or blur, outside a
// form), with the schema, and zod with it, loaded on first use or on `preload()` (e.g. when the
// field is first focused). The check keeps the contract's rules and messages; the page that shows
// the field just doesn't pay ~25 KB gzip of zod before anyone types. The form counterpart is
// lazy-zod-resolver.ts. Create it once per check, outside the component.
import type { z } from 'zod';

export interface LazyCheck<T> {
  /** The schema's `safeParse` once it has loaded (rejects if the download fails). */
  safeParse: (value: unknown) => Promise<z.ZodSafeParseResult<T>>;
  preload: () => void;
}

export function lazyZodCheck<T>(loadSchema: () => Promise<z.ZodType<T>>): LazyCheck<T> {
  let ready: Promise<z.ZodType<T>> | undefined;
  const load = () =>
    (ready ??= loadSchema().catch((error: unknown) => {
      // A failed download (offline) is retried on the next check.
      ready = undefined;
      throw error;
    }));
  return {
    safeParse: async (value) => (await load()).safeParse(value),
    preload: () => void load().catch(() => undefined),
  };
}
