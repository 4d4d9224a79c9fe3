// Health and metrics (issue 18 item 3): liveness, readiness (database and migrations), and the
// Prometheus text at /api/metrics behind METRICS_TOKEN.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  plain = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

describe('health', () => {
  it('answers liveness and readiness without a token, and keeps /api/health', async () => {
    expect((await get(t, '/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await get(t, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      database: t.database.kind,
      checks: { database: 'ok', migrations: 'applied' },
    });
    expect((await get(t, '/api/health')).json()).toMatchObject({ status: 'ok' });
  });

  it('is not ready (503) while a migration is not applied', async () => {
    const db = t.database.db;
    const last = (await db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const row = last.rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const ready = await get(t, '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'pending' },
      });
      // Liveness does not depend on the database: the process is fine.
      expect((await get(t, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await get(t, '/api/health/ready')).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('is off (404) without METRICS_TOKEN, and needs the token when on (401)', async () => {
    expect((await get(plain, '/api/metrics')).statusCode).toBe(404);
    expect((await get(t, '/api/metrics')).statusCode).toBe(401);
    expect((await get(t, '/api/metrics', { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await get(t, '/api/metrics', { authorization: TOKEN })).statusCode).toBe(401);
  });

  it('answers Prometheus text: requests per route pattern, errors, latency, sockets, pool, event lag', async () => {
    const demo = await signIn(t.app, 'demo@keel.dev');
    const unknownId = '00000000-0000-4000-8000-000000000000';
    expect((await get(t, `/api/uploads/${unknownId}`)).statusCode).toBe(404);
    expect((await get(t, '/api/files/usage', demo.headers)).statusCode).toBe(200);
    // An event through LISTEN/NOTIFY, heard by this process.
    const heard = new Promise<void>((resolve) => {
      const stop = t.app.events.subscribe((event) => {
        if (event.type !== 'metrics-test') return;
        stop();
        resolve();
      });
    });
    await t.app.events.publish({ userIds: [demo.userId], type: 'metrics-test', payload: {} });
    await heard;

    const answer = await get(t, '/api/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(text).toContain(
      'keel_http_requests_total{method="GET",route="/api/uploads/:id",status_code="404"} 1',
    );
    expect(text).not.toContain(unknownId);
    expect(text).toMatch(
      /keel_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/files\/usage",status_code="200"\} 1/,
    );
    expect(text).toContain('# TYPE keel_http_request_errors_total counter');
    expect(text).toMatch(/^keel_websocket_connections 0$/m);
    expect(text).toMatch(/^keel_event_bus_lag_seconds_count [1-9]\d*$/m);
    expect(text).toContain('keel_process_resident_memory_bytes');
    if (t.database.kind === 'postgres') {
      expect(text).toMatch(/^keel_db_pool_connections\{state="total"\} [1-9]\d*$/m);
      expect(text).toMatch(/^keel_db_pool_connections\{state="waiting"\} 0$/m);
    }
  });
});
