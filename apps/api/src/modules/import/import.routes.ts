// POST /api/import/<kind>: checked, all-or-nothing CSV import (issue 21); the route is in
// packages/contracts/src/import.routes.ts. The permission is the
// one creating that record needs anyway (users.manage, products.write, invoices.write).
import type { FastifyPluginAsync } from 'fastify';
import type { ImportKind } from '@keel/contracts/import';
import { importRoutes as table } from '@keel/contracts/import.routes';
import type { Permission } from '@keel/contracts/permissions';
import { forbidden } from '../../shared/http-error.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { createImportService } from './import.service.ts';

const NEEDS: Record<ImportKind, Permission> = {
  users: 'users.manage',
  products: 'products.write',
  invoices: 'invoices.write',
};

export const importRoutes: FastifyPluginAsync = async (app) => {
  const service = createImportService(app);
  registerRoutes(app, table, {
    rows: async (request) => {
      const { kind } = request.params;
      if (!request.permissions.has(NEEDS[kind])) throw forbidden();
      return service.run(kind, request.user.id, request.body.rows, request.body.dryRun);
    },
  });
};
