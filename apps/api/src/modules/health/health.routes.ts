// Health for people and orchestrators; paths and answers are in
// packages/contracts/src/health.routes.ts. /api/health (database check, kept as it was),
// /api/health/live (liveness: the process answers; restart it when this fails) and
// /api/health/ready (readiness: the database answers and is fully migrated; take the process out
// of the load balancer on 503). All public and cheap: no session, one query at most.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes as table } from '@keel/contracts/health.routes';
import type { Readiness } from '@keel/contracts/health';
import { migrationsApplied } from '@keel/db/migrate';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../shared/database-unavailable.ts';
import { registerRoutes } from '../../shared/route-table.ts';

/** A readiness probe must answer even when the database hangs. */
const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(task: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), milliseconds);
  });
  return Promise.race([task, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsync = async (app) => {
  registerRoutes(app, table, {
    health: async (request, reply) => {
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
    live: () => ({ status: 'ok' as const }),
    ready: async (_request, reply) => {
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
  });
};
