// Prometheus metrics at GET /api/metrics (prom-client), for operators: requests per route pattern
// (rate and errors from the counters, latency histograms), the PostgreSQL pool, open WebSockets,
// the LISTEN/NOTIFY event bus's lag, and Node's process metrics. Off unless METRICS_TOKEN is set:
// then the route exists and answers only `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise);
// without it there is no route (404) and no collection at all.
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { unauthorized } from '../shared/http-error.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export const metricsPlugin = fp<{ token?: string }>(
  async (app, options) => {
    if (!options.token) return;
    const expected = digest(`Bearer ${options.token}`);
    const register = new Registry();
    collectDefaultMetrics({ register, prefix: 'keel_' });

    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'keel_http_requests_total',
      help: 'HTTP requests answered, per route pattern',
      labelNames,
      registers: [register],
    });
    const errors = new Counter({
      name: 'keel_http_request_errors_total',
      help: 'HTTP requests answered with a 5xx status',
      labelNames,
      registers: [register],
    });
    const duration = new Histogram({
      name: 'keel_http_request_duration_seconds',
      help: 'Time to answer, per route pattern',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    });
    const pool = app.database.poolStats;
    new Gauge({
      name: 'keel_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite',
      labelNames: ['state'],
      registers: [register],
      collect() {
        if (!pool) return;
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'keel_websocket_connections',
      help: 'Authenticated WebSocket connections open on this process',
      registers: [register],
      collect() {
        this.set(app.realtime.localConnectionCount());
      },
    });
    const lag = new Histogram({
      name: 'keel_event_bus_lag_seconds',
      help: 'From publish (NOTIFY) to receipt (LISTEN) of real-time events, as this process hears them',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [register],
    });
    app.events.observeLag((milliseconds) => lag.observe(milliseconds / 1000));

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern (/api/files/:id), never the raw URL: one series per route.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      if (reply.statusCode >= 500) errors.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get(
      '/api/metrics',
      // Public at the auth layer (no user session): the metrics token guards it instead.
      { config: { public: true }, schema: { hide: true } },
      async (request, reply) => {
        const given = digest(request.headers.authorization ?? '');
        if (!timingSafeEqual(given, expected))
          throw unauthorized('A valid metrics token is required');
        return reply.header('content-type', register.contentType).send(await register.metrics());
      },
    );
  },
  { name: 'metrics', dependencies: ['database', 'events', 'websocket'] },
);
