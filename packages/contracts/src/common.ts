// Building blocks every resource contract shares: ids, required texts, list paging, errors.
import { z } from 'zod';

/** A string that must be present and non-blank; `message` is shown under the field. */
export function requiredString(message: string, max?: { max: number; message: string }) {
  let schema = z.string({ error: message }).trim().min(1, message);
  if (max) schema = schema.max(max.max, max.message);
  return schema;
}

export const IdSchema = z.uuid({ error: 'Must be a valid id' });
export const IsoDateSchema = z.iso.datetime({ offset: true, error: 'Must be an ISO date' });

/** `sort` is `field:asc|desc`; each list narrows `field` to its own sortable columns. */
export function sortSchema<const T extends readonly [string, ...string[]]>(fields: T) {
  return z
    .string()
    .regex(new RegExp(`^(${fields.join('|')}):(asc|desc)$`), 'Sort must be field:asc or field:desc')
    .transform((value) => {
      const [field, direction] = value.split(':') as [T[number], 'asc' | 'desc'];
      return { field, direction };
    });
}

export interface PageOptions {
  /** Rows a page shows when the client does not say (what the list's page shows first). */
  pageSize?: number;
  /** The most rows a client may ask for at once. */
  maxPageSize?: number;
  /** A cap on the page number, where a deep offset is costly (the audit trail). */
  maxPage?: number;
}

/**
 * `page` (1-based) and `pageSize` of a list query: every list spreads these into its query schema,
 * with its own default page size, instead of writing the two fields again.
 */
export function pageFields({ pageSize = 10, maxPageSize = 100, maxPage }: PageOptions = {}) {
  const page = z.coerce.number().int().min(1);
  return {
    page: (maxPage === undefined ? page : page.max(maxPage)).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(pageSize),
  };
}

/** A searchable list's query: paging plus free text `q`. */
export const PageQuerySchema = z.object({
  ...pageFields(),
  q: z.string().trim().max(200).optional(),
});

export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const EmptyResponseSchema = z.object({});

/** Texts the server answers with; the web app shows them as-is. */
export const ErrorMessages = {
  tokenMissing: 'Authorization token missing',
  tokenInvalid: 'Invalid authorization token',
  forbidden: 'You do not have permission',
  tooManyAttempts: 'Too many attempts, try again later.',
  somethingWentWrong: 'Something went wrong',
} as const;
