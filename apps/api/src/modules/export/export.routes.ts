// GET /api/export/<list>: the list as CSV (issue 21), with the list page's own query
// parameters. Each list checks its permission and ownership in export-lists.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@keel/contracts/common';
import { EXPORT_ROWS_HEADER, ExportLanguageSchema, ExportParamsSchema } from '@keel/contracts/export';
import { badRequest } from '../../shared/http-error.ts';
import { createExportService } from './export.service.ts';

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createExportService(app);
  app.get(
    '/api/export/:list',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['export'],
        summary: "A list as CSV (UTF-8), with the list's filters, search and sort; every matching row",
        params: ExportParamsSchema,
        // The list's own parameters are checked by its query schema (export-lists.ts).
        querystring: ExportLanguageSchema.catchall(z.unknown()),
        response: { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      const caller = { userId: request.user.id, permissions: request.permissions };
      const parsed = (() => {
        try {
          return service.plan(request.params.list, caller, query);
        } catch (error) {
          if (error instanceof z.ZodError) throw badRequest(error.issues[0]?.message ?? 'Invalid query');
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
  );
};
