// CSV export of a list (docs/decisions/016-route-tables.md, issue 21): streamed, so no JSON
// answer is declared. Each list checks its own permission and query in the API's export-lists.ts.
import { z } from 'zod';
import { ExportLanguageSchema, ExportParamsSchema } from './export.ts';
import { defineRoutes } from './route.ts';

export const exportRoutes = defineRoutes('export', {
  list: {
    method: 'GET',
    path: '/api/export/:list',
    summary: "A list as CSV (UTF-8), with the list's filters, search and sort; every matching row",
    access: 'signed-in',
    params: ExportParamsSchema,
    // The list's own parameters are checked by its query schema (export-lists.ts).
    query: ExportLanguageSchema.catchall(z.unknown()),
  },
});
