// A react-hook-form resolver for a contract's zod schema that loads zod and the schema only
// when the form first validates (or on `preload()`, e.g. when a field is first focused).
// Forms still validate with the shared contract object; a page with a form just doesn't pay
// ~25 KB gzip of zod before anyone types. Create it once per form, outside the component.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<$ZodType<unknown, T>>,
): LazyResolver<T> {
  let ready: Promise<Resolver<T>> | undefined;
  const load = () => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<T>,
      (error: unknown) => {
        // A failed download (offline) is retried on the next validation.
        ready = undefined;
        throw error;
      },
    );
    return ready;
  };
  const resolver: Resolver<T> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
