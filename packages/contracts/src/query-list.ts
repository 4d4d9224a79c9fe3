// Multi-value query filters: the web client sends `a,b`, other clients may repeat the key.
import { z } from 'zod';

export function queryList<T extends z.ZodType<string>>(item: T, max = 50) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item).max(max),
  );
}
