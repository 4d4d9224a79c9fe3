// Health for people and orchestrators (docs/decisions/016-route-tables.md): public and cheap.
// /api/metrics is not here: it exists only when METRICS_TOKEN is set, is guarded by that token
// rather than by a session, and stays out of the OpenAPI document (apps/api/src/plugins/metrics.ts).
import {
  HealthResponseSchema,
  HealthUnavailableSchema,
  LivenessResponseSchema,
  ReadinessResponseSchema,
} from './health.ts';
import { defineRoutes } from './route.ts';

export const healthRoutes = defineRoutes('health', {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database check',
    access: 'public',
    response: HealthResponseSchema,
    errors: { 503: HealthUnavailableSchema },
  },
  live: {
    method: 'GET',
    path: '/api/health/live',
    summary: 'Liveness: the process answers',
    access: 'public',
    response: LivenessResponseSchema,
  },
  ready: {
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Readiness: the database answers and every migration is applied (else 503)',
    access: 'public',
    response: ReadinessResponseSchema,
    errors: { 503: ReadinessResponseSchema },
  },
});
