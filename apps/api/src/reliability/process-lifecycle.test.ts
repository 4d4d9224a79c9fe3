// Reliability (docs/spec/product.md#quality-bars, issue 9): the real server process, on PGlite (api project) and on
// PostgreSQL (api-pg), killed and stopped like in production.
// 1. SIGKILL mid-burst: concurrent writers create calendar events; the process is killed while
//    requests are in flight and restarted on the same data. Every event whose creation answered
//    2xx must be there, unchanged, and the restarted server takes writes.
// 2. SIGTERM: requests in flight finish with 2xx and their writes are stored, new connections are
//    refused, and the process exits promptly although idle keep-alive connections and a
//    WebSocket are open.
// One server start is costly on a busy machine (a fresh PGlite runs initdb), so the second
// scenario reuses the server the first one restarted.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@keel/db/client';
import { calendarEvents } from '@keel/db/schema/calendar';
import { testDatabaseUrl } from '../test/test-app.ts';
import { connectSocket } from '../test/ws-client.ts';
import {
  callJson,
  registerUser,
  resetPostgresSchema,
  startServer,
  type ServerProcess,
} from './server-process.ts';

const WRITERS = 16;
const KILL_AFTER_ACKS = 60;
const SLOW_WRITES = 4;
const IDLE_KEEP_ALIVE = 8;
/** SIGTERM to exit, with idle connections open: well under the server's 10 s safety exit. */
const SHUTDOWN_BUDGET_MS = 5000;

interface Acked {
  id: string;
  title: string;
}

function eventBody(title: string, n: number) {
  const start = new Date(Date.UTC(2030, 0, 1, 9) + n * 60_000);
  return {
    title,
    description: `write ${n}`,
    start: start.toISOString(),
    end: new Date(start.getTime() + 30 * 60_000).toISOString(),
  };
}

/**
 * WRITERS concurrent loops create events until the server goes away; once `killAfter` writes
 * were acknowledged, SIGKILL lands while the other writers' requests are in flight.
 */
async function burstUntilKilled(server: ServerProcess, token: string, killAfter: number) {
  const acked: Acked[] = [];
  let unanswered = 0;
  let killed = false;
  let sequence = 0;

  async function writer(worker: number) {
    // Bounded, should the kill never land.
    while (sequence < 5000) {
      const n = sequence++;
      let response;
      try {
        response = await callJson(`${server.url}/api/calendar/events/new`, {
          token,
          body: eventBody(`writer ${worker} write ${n}`, n),
        });
      } catch {
        // The server is gone: never acknowledged, so it may or may not have been stored.
        unanswered++;
        return;
      }
      if (response.status !== 200)
        throw new Error(`write answered ${response.status}: ${JSON.stringify(response.body)}`);
      const event = (response.body as { event: Acked }).event;
      acked.push({ id: event.id, title: event.title });
      if (!killed && acked.length >= killAfter) {
        killed = true;
        server.kill('SIGKILL');
      }
    }
  }

  await Promise.all(Array.from({ length: WRITERS }, (_, worker) => writer(worker)));
  return { acked, unanswered, exit: await server.exited };
}

interface SlowWrite {
  request: ClientRequest;
  rest: string;
  response: Promise<{ status: number; body: string }>;
}

/**
 * A create call whose body arrives in two halves. It resolves once the server has taken the
 * request in (its `100 Continue`) and the first half is sent: the request is then in flight.
 */
function startSlowWrite(
  url: string,
  token: string,
  agent: Agent,
  title: string,
  n: number,
): Promise<SlowWrite> {
  const payload = JSON.stringify(eventBody(title, n));
  const half = Math.floor(payload.length / 2);
  return new Promise((resolveStarted, rejectStarted) => {
    let resolveResponse: (value: { status: number; body: string }) => void;
    let rejectResponse: (error: Error) => void;
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      resolveResponse = resolve;
      rejectResponse = reject;
    });
    const request = httpRequest(`${url}/api/calendar/events/new`, {
      method: 'POST',
      agent,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        expect: '100-continue',
      },
    });
    request.on('continue', () => {
      request.write(payload.slice(0, half), () =>
        resolveStarted({ request, rest: payload.slice(half), response }),
      );
    });
    request.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolveResponse({ status: res.statusCode ?? 0, body: text }));
    });
    request.on('error', (error) => {
      rejectStarted(error);
      rejectResponse(error);
    });
    request.flushHeaders();
  });
}

/** Resolves once a new TCP connection to the server's port is refused. */
async function waitUntilRefused(url: string, timeoutMs: number): Promise<void> {
  const { hostname, port } = new URL(url);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), hostname);
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server still accepted connections ${timeoutMs} ms after SIGTERM`);
}

/** Reads events straight from the database the server used (after it has exited). */
async function storedEvents(dataDir: string, ids: string[]): Promise<Acked[]> {
  const database = await openDatabase({ databaseUrl: testDatabaseUrl(), dataDir });
  try {
    return await database.db
      .select({ id: calendarEvents.id, title: calendarEvents.title })
      .from(calendarEvents)
      .where(inArray(calendarEvents.id, ids));
  } finally {
    await database.close();
  }
}

describe('the server process, killed and stopped', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let token: string;

  const running = () =>
    server !== undefined && server.child.exitCode === null && server.child.signalCode === null;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'keel-reliability-'));
    await resetPostgresSchema();
  });
  afterAll(async () => {
    if (running()) {
      server!.kill('SIGKILL');
      await server!.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps every acknowledged write when killed with SIGKILL mid-burst and restarted',
    { timeout: 320_000 },
    async () => {
      server = await startServer({ dataDir });
      ({ token } = await registerUser(server.url, 'reliability'));

      const { acked, unanswered, exit } = await burstUntilKilled(server, token, KILL_AFTER_ACKS);
      expect(exit.signal).toBe('SIGKILL');
      expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      // The kill landed mid-burst: other writers still had requests out.
      expect(unanswered).toBeGreaterThan(0);

      server = await startServer({ dataDir });
      const listed = await callJson(`${server.url}/api/calendar/events`, { token });
      expect(listed.status).toBe(200);
      const present = new Map(
        (listed.body as { events: Acked[] }).events.map((event) => [event.id, event.title]),
      );
      const lost = acked.filter((write) => present.get(write.id) !== write.title);
      expect(
        lost,
        `acknowledged writes missing after SIGKILL (${acked.length} acknowledged)`,
      ).toEqual([]);

      // The database recovered cleanly: the restarted server takes writes.
      const after = await callJson(`${server.url}/api/calendar/events/new`, {
        token,
        body: eventBody('after the crash', 9999),
      });
      expect(after.status).toBe(200);
    },
  );

  it(
    'finishes in-flight requests on SIGTERM and exits promptly with idle keep-alive connections open',
    { timeout: 320_000 },
    async () => {
      if (!running()) {
        server = await startServer({ dataDir });
        ({ token } = await registerUser(server.url, 'shutdown'));
      }
      const { url } = server!;

      // Idle keep-alive connections: each answered one call and stays open.
      const idleAgent = new Agent({ keepAlive: true, maxSockets: IDLE_KEEP_ALIVE });
      const warmUp = await Promise.all(
        Array.from({ length: IDLE_KEEP_ALIVE }, () =>
          callJson(`${url}/api/account/my-account`, { token, agent: idleAgent }),
        ),
      );
      expect(warmUp.map((response) => response.status)).toEqual(Array(IDLE_KEEP_ALIVE).fill(200));
      const socket = await connectSocket(url, token);
      await socket.waitFor('ready');

      // Writes in flight on keep-alive connections: headers taken in, half of the body sent.
      const slowAgent = new Agent({ keepAlive: true, maxSockets: SLOW_WRITES });
      const slow = await Promise.all(
        Array.from({ length: SLOW_WRITES }, (_, n) =>
          startSlowWrite(url, token, slowAgent, `in flight ${n}`, 20_000 + n),
        ),
      );

      const signalledAt = Date.now();
      server!.kill('SIGTERM');
      await waitUntilRefused(url, SHUTDOWN_BUDGET_MS);
      for (const write of slow) write.request.end(write.rest);
      const responses = await Promise.all(slow.map((write) => write.response));
      expect(
        responses.map((response) => response.status),
        JSON.stringify(responses),
      ).toEqual(Array(SLOW_WRITES).fill(200));

      const exit = await Promise.race([
        server!.exited,
        new Promise<'hung'>((resolve) =>
          setTimeout(() => resolve('hung'), SHUTDOWN_BUDGET_MS * 3).unref(),
        ),
      ]);
      const tookMs = Date.now() - signalledAt;
      expect(exit, server!.output()).toEqual({ code: 0, signal: null });
      expect(tookMs, 'SIGTERM to exit').toBeLessThan(SHUTDOWN_BUDGET_MS);
      expect((await socket.closed).code).toBe(1001);
      idleAgent.destroy();
      slowAgent.destroy();

      // What the in-flight writes acknowledged is stored.
      const written = responses.map(
        (response) => (JSON.parse(response.body) as { event: Acked }).event,
      );
      const stored = await storedEvents(
        dataDir,
        written.map((event) => event.id),
      );
      expect(stored.map((event) => event.title).sort()).toEqual(
        written.map((event) => event.title).sort(),
      );
    },
  );
});
