import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** Whether real-time fan-out (LISTEN) is connected; false while it reconnects. */
  realtime: z.boolean(),
});

/** 503: the database does not answer; the process stays up and recovers by itself. */
export const HealthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: z.enum(['pglite', 'postgres']),
  message: z.string(),
});

/** GET /api/health/live: the process is up and answering. */
export const LivenessResponseSchema = z.object({ status: z.literal('ok') });

/** GET /api/health/ready: 200 when the database answers and every migration is applied, else 503. */
export const ReadinessResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['applied', 'pending', 'unknown']),
  }),
});
export type Readiness = z.infer<typeof ReadinessResponseSchema>;
