// POST /api/import/<kind>: checked, all-or-nothing CSV import (issue 21). The permission is the
// one creating that record needs anyway (users.manage, products.write, invoices.write).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@keel/contracts/common';
import { ImportBodySchema, ImportParamsSchema, ImportResponseSchema, type ImportKind } from '@keel/contracts/import';
import type { Permission } from '@keel/contracts/permissions';
import { forbidden } from '../../shared/http-error.ts';
import { createImportService } from './import.service.ts';

const NEEDS: Record<ImportKind, Permission> = { users: 'users.manage', products: 'products.write', invoices: 'invoices.write' };

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createImportService(app);
  app.post(
    '/api/import/:kind',
    {
      config: { permission: 'signed-in' },
      // 5,000 rows of text: more than the API's usual 1 MB.
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ['import'],
        summary: 'Check (dryRun) or import rows in one transaction: all of them, or none with every failing row named',
        params: ImportParamsSchema,
        body: ImportBodySchema,
        response: { 200: ImportResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { kind } = request.params;
      if (!request.permissions.has(NEEDS[kind])) throw forbidden();
      return service.run(kind, request.user.id, request.body.rows, request.body.dryRun);
    },
  );
};
