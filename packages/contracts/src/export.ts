// CSV export of the lists (issue 21): `GET /api/export/<list>?…` takes the list's own query
// parameters (filters, search, sort; paging is ignored) and streams every matching row.
import { z } from 'zod';
import { EXPORT_LANGUAGES, EXPORT_LISTS } from './export-constants.ts';

export * from './export-constants.ts';

export const ExportParamsSchema = z.object({
  list: z.enum(EXPORT_LISTS, { error: 'Unknown list' }),
});

/** Added to the list's own parameters: the language of the header row. */
export const ExportLanguageSchema = z.object({ lang: z.enum(EXPORT_LANGUAGES).default('en') });
