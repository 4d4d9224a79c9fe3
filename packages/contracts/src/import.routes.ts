// Checked, all-or-nothing CSV import (docs/decisions/016-route-tables.md, issue 21). Any
// signed-in user may call it; the API then requires what creating that record needs.
import { ImportBodySchema, ImportParamsSchema, ImportResponseSchema } from './import.ts';
import { defineRoutes } from './route.ts';

export const importRoutes = defineRoutes('import', {
  rows: {
    method: 'POST',
    path: '/api/import/:kind',
    summary:
      'Check (dryRun) or import rows in one transaction: all of them, or none with every failing row named',
    access: 'signed-in',
    params: ImportParamsSchema,
    body: ImportBodySchema,
    response: ImportResponseSchema,
    // 5,000 rows of text: more than the API's usual 1 MB.
    bodyLimit: 8 * 1024 * 1024,
  },
});
