// Health for people and orchestrators: /api/health (database check, kept as it was), /api/health/live
// (liveness: the process answers; restart it when this fails) and /api/health/ready (readiness:
// the database answers and is fully migrated; take the process out of the load balancer on 503).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HealthResponseSchema,
  HealthUnavailableSchema,
  LivenessResponseSchema,
  ReadinessResponseSchema,
  type Readiness,
} from '@keel/contracts/health';
import { migrationsApplied } from '@keel/db/migrate';

/** A readiness probe must answer even when the database hangs. */
const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(task: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), milliseconds);
  });
  return Promise.race([task, timeout]).finally(() => clearTimeout(timer));
}
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../shared/database-unavailable.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['health'];
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags,
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
        return reply.status(503).send({
          status: 'unavailable' as const,
          database,
          message: DATABASE_UNAVAILABLE_MESSAGE,
        });
      }
    },
  );

  app.get(
    '/api/health/live',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Liveness: the process answers',
        response: { 200: LivenessResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Readiness: the database answers and every migration is applied (else 503)',
        response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const checks: Readiness['checks'] = { database: 'ok', migrations: 'unknown' };
      try {
        await withTimeout(app.db.execute(sql`select 1`), READY_TIMEOUT_MS);
      } catch {
        checks.database = 'unreachable';
      }
      if (checks.database === 'ok') {
        try {
          const applied = await withTimeout(migrationsApplied(app.database), READY_TIMEOUT_MS);
          checks.migrations = applied ? 'applied' : 'pending';
        } catch (error) {
          // No migrations table at all: nothing was applied.
          checks.migrations = (error as Error).message === 'timed out' ? 'unknown' : 'pending';
        }
      }
      const ready = checks.database === 'ok' && checks.migrations === 'applied';
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ok' : 'unavailable',
        database: app.database.kind,
        checks,
      });
    },
  );
};
