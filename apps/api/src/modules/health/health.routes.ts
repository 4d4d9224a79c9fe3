import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema, HealthUnavailableSchema } from '@keel/contracts/health';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../shared/database-unavailable.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponseSchema, 503: HealthUnavailableSchema },
      },
    },
    async (request, reply) => {
      const database = app.database.kind;
      try {
        const { listening } = await app.database.ping();
        return { status: 'ok' as const, database, realtime: listening };
      } catch (error) {
        request.log.warn({ err: error }, 'health: database unavailable');
        return reply
          .status(503)
          .send({
            status: 'unavailable' as const,
            database,
            message: DATABASE_UNAVAILABLE_MESSAGE,
          });
      }
    },
  );
};
