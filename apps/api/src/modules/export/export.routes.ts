// GET /api/export/<list>: the list as CSV (issue 21), with the list page's own query
// parameters; the route is in packages/contracts/src/export.routes.ts. Each list checks its
// permission and ownership in export-lists.ts.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { EXPORT_ROWS_HEADER } from '@keel/contracts/export';
import { exportRoutes as table } from '@keel/contracts/export.routes';
import { badRequest } from '../../shared/http-error.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { createExportService } from './export.service.ts';

export const exportRoutes: FastifyPluginAsync = async (app) => {
  const service = createExportService(app);
  registerRoutes(app, table, {
    list: async (request, reply) => {
      const { lang, ...query } = request.query;
      const caller = { userId: request.user.id, permissions: request.permissions };
      const parsed = (() => {
        try {
          return service.plan(request.params.list, caller, query);
        } catch (error) {
          if (error instanceof z.ZodError)
            throw badRequest(error.issues[0]?.message ?? 'Invalid query');
          throw error;
        }
      })();
      const total = await service.count(parsed);
      const day = new Date().toISOString().slice(0, 10);
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.list}-${day}.csv"`)
        .header(EXPORT_ROWS_HEADER, String(total))
        .header('access-control-expose-headers', EXPORT_ROWS_HEADER)
        .header('cache-control', 'no-store');
      return reply.send(service.stream(parsed, lang) as never); // a CSV stream, not a JSON body: the schemas type only the errors
    },
  });
};
