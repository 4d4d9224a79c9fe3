// Fault suite (issue 17, api-pg only): the real server process on PostgreSQL through a TCP proxy
// on loopback, while writers keep creating calendar events. The database connections are
// terminated (pg_terminate_backend), cut (connections dropped, port refused) and stalled (a
// black hole); the process must stay up, answer 503 with a clear message while the database is
// away (health too), recover by itself, deliver real-time events again, and keep every write it
// acknowledged. The time from the database coming back to the first successful request is
// printed (bench figures, never asserted).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { DatabaseHandle } from '@keel/db/client';
import { calendarEvents } from '@keel/db/schema/calendar';
import { rawRows } from '../shared/raw-rows.ts';
import { openSeededDatabase } from '../test/seeded-database.ts';
import { TEST_DATA_DIR, testDatabaseUrl } from '../test/test-app.ts';
import { connectSocket, type TestSocket } from '../test/ws-client.ts';
import { callJson, startServer, type ServerProcess } from './server-process.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const APPLICATION_NAME = 'keel-fault-suite';
const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!testDatabaseUrl())('the API when PostgreSQL drops its connections', () => {
  let database: DatabaseHandle;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let dataDir: string;
  let token: string;
  let socket: TestSocket;
  const acked: { id: string; title: string }[] = [];
  const unexpected: string[] = [];
  let writing = true;
  let writers: Promise<void>[] = [];

  const alive = () => server.child.exitCode === null && server.child.signalCode === null;

  async function writer(worker: number) {
    let n = 0;
    while (writing) {
      n += 1;
      const title = `fault writer ${worker} #${n}`;
      const start = new Date(Date.UTC(2031, 0, 1) + (worker * 10_000 + n) * 60_000).toISOString();
      const response = await callJson(`${server.url}/api/calendar/events/new`, {
        token,
        body: { title, start, end: start },
      }).catch((error: Error) => ({ status: 0, body: error.message }));
      if (response.status === 200) {
        const event = (response.body as { event: { id: string; title: string } }).event;
        acked.push({ id: event.id, title: event.title });
      } else if (
        response.status !== 503 ||
        (response.body as { code?: string }).code !== DATABASE_UNAVAILABLE
      ) {
        unexpected.push(`${response.status} ${JSON.stringify(response.body)}`);
      }
      await sleep(20);
    }
  }

  /** Polls until a request succeeds; returns how long it took. */
  async function untilAnswered(url: string, deadlineMs = 20_000): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < deadlineMs) {
      const response = await callJson(url, { token }).catch(() => ({ status: 0, body: null }));
      if (response.status === 200) return performance.now() - started;
      await sleep(25);
    }
    throw new Error(`${url} did not answer 200 within ${deadlineMs} ms`);
  }

  async function sendMailToSelf(subject: string) {
    return callJson(`${server.url}/api/mail/send`, {
      token,
      body: { to: ['demo@keel.dev'], subject, message: '<p>still here</p>' },
    });
  }

  /** A mail sent to oneself comes back as a live event once LISTEN is subscribed again. */
  async function expectRealtime(subject: string) {
    const deadline = performance.now() + 15_000;
    while (performance.now() < deadline) {
      const health = await callJson(`${server.url}/api/health`);
      if (health.status === 200 && (health.body as { realtime: boolean }).realtime) break;
      await sleep(50);
    }
    expect((await sendMailToSelf(subject)).status).toBe(200);
    await socket.waitFor(
      'mail.new',
      (payload: { subject: string }) => payload.subject === subject,
      10_000,
    );
  }

  async function expectUnavailable() {
    const health = await callJson(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unavailable', database: 'postgres' });
    const read = await callJson(`${server.url}/api/calendar/events`, { token });
    expect(read.status).toBe(503);
    expect(read.body).toMatchObject({
      code: DATABASE_UNAVAILABLE,
      message: expect.stringContaining('database'),
    });
  }

  async function terminateBackends(): Promise<number> {
    const result = await database.db.execute(sql`
      select count(pg_terminate_backend(pid)) as count from pg_stat_activity
      where application_name = ${APPLICATION_NAME} and pid <> pg_backend_pid()`);
    return Number(rawRows<{ count: string }>(result)[0]?.count ?? 0);
  }

  beforeAll(async () => {
    const seeded = await openSeededDatabase(
      testDatabaseUrl(),
      inject('seededDatabase'),
      TEST_DATA_DIR,
    );
    database = seeded.database;
    const target = new URL(seeded.databaseUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(seeded.databaseUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.searchParams.set('application_name', APPLICATION_NAME);
    dataDir = mkdtempSync(path.join(tmpdir(), 'keel-faults-'));
    server = await startServer({
      dataDir,
      env: {
        DATABASE_URL: viaProxy.toString(),
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_STATEMENT_TIMEOUT_MS: '5000',
        LOG_LEVEL: 'error',
      },
    });
    const login = await callJson(`${server.url}/api/account/login`, {
      body: { email: 'demo@keel.dev', password: 'demo1234' },
    });
    token = (login.body as { accessToken: string }).accessToken;
    socket = await connectSocket(server.url, token);
    await socket.waitFor('ready');
    writers = Array.from({ length: 4 }, (_, worker) => writer(worker));
  }, 180_000);

  afterAll(async () => {
    writing = false;
    await Promise.all(writers);
    await socket?.close().catch(() => undefined);
    if (server && alive()) {
      server.kill('SIGTERM');
      await server.exited;
    }
    await proxy?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('survives pg_terminate_backend of every connection, LISTEN included, and delivers events again', async () => {
    await expectRealtime('before the terminate');
    expect(await terminateBackends()).toBeGreaterThan(0);
    const recovery = await untilAnswered(`${server.url}/api/calendar/events`);
    console.info(
      `[faults] terminate: first successful request ${recovery.toFixed(0)} ms after pg_terminate_backend`,
    );
    await expectRealtime('after the terminate');
    expect(alive()).toBe(true);
  });

  it('answers 503 while the connections are cut and refused, then recovers without a restart', async () => {
    await proxy.cut();
    await expectUnavailable();
    await sleep(1500);
    await expectUnavailable();
    expect(alive()).toBe(true);
    await proxy.restore();
    const recovery = await untilAnswered(`${server.url}/api/calendar/events`);
    console.info(
      `[faults] refused: first successful request ${recovery.toFixed(0)} ms after PostgreSQL came back`,
    );
    await expectRealtime('after the cut');
  });

  it('answers 503 when the network stalls (connect timeout), then recovers', async () => {
    proxy.stall();
    await expectUnavailable();
    expect(alive()).toBe(true);
    await proxy.restore();
    const recovery = await untilAnswered(`${server.url}/api/calendar/events`);
    console.info(
      `[faults] stalled: first successful request ${recovery.toFixed(0)} ms after the network came back`,
    );
    await expectRealtime('after the stall');
  });

  it('lost no acknowledged write and answered nothing but 200 or 503', async () => {
    writing = false;
    await Promise.all(writers);
    expect(unexpected).toEqual([]);
    expect(acked.length).toBeGreaterThan(0);
    const stored = await database.db
      .select({ id: calendarEvents.id, title: calendarEvents.title })
      .from(calendarEvents)
      .where(
        inArray(
          calendarEvents.id,
          acked.map((write) => write.id),
        ),
      );
    const byId = new Map(stored.map((row) => [row.id, row.title]));
    expect(acked.filter((write) => byId.get(write.id) !== write.title)).toEqual([]);
    expect(alive()).toBe(true);
  });
});
