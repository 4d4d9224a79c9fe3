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
