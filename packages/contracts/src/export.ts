// CSV export of the lists (issue 21): `GET /api/export/<list>?…` takes the list's own query
// parameters (filters, search, sort; paging is ignored) and streams every matching row.
import { z } from 'zod';

export const EXPORT_LISTS = ['users', 'products', 'orders', 'invoices', 'files', 'posts'] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

export const EXPORT_LANGUAGES = ['en', 'fr', 'vi', 'cn', 'ar'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

export const ExportParamsSchema = z.object({
  list: z.enum(EXPORT_LISTS, { error: 'Unknown list' }),
});

/** Added to the list's own parameters: the language of the header row. */
export const ExportLanguageSchema = z.object({ lang: z.enum(EXPORT_LANGUAGES).default('en') });

/** The response header carrying how many rows the export holds (for a progress bar). */
export const EXPORT_ROWS_HEADER = 'x-export-rows';
