// Sessions across API processes (issue 22): ending a session through one process closes the
// user's socket on another at once and its cached token stops working there (LISTEN/NOTIFY on
// the user-changed channel). Needs PostgreSQL: skipped on PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@keel/db/client';
import { buildApp } from '../../app.ts';
import { readEnv } from '../../env.ts';
import {
  createTestApp,
  signIn,
  TEST_JWT_SECRET,
  testDatabaseUrl,
  type TestApp,
} from '../../test/test-app.ts';
import { connectSocket } from '../../test/ws-client.ts';

const databaseUrl = testDatabaseUrl();

describe.skipIf(!databaseUrl)('sessions across two API processes on one PostgreSQL', () => {
  let first: TestApp;
  let secondDatabase: DatabaseHandle;
  let second: FastifyInstance;
  let secondUrl: string;

  beforeAll(async () => {
    first = await createTestApp();
    secondDatabase = await openDatabase({ databaseUrl: first.databaseUrl });
    const env = readEnv({
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/keel-test-data',
      WEB_DIST: '/nonexistent',
    });
    second = await buildApp({ env, database: secondDatabase, logger: false });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  it('logout through one process ends the token and closes the socket on the other within a second', async () => {
    const member = await signIn(first.app, 'member@keel.dev');
    // The second process has the session cached (a read there) and holds the socket.
    expect(
      (
        await second.inject({
          method: 'GET',
          url: '/api/account/my-account',
          headers: member.headers,
        })
      ).statusCode,
    ).toBe(200);
    const socket = await connectSocket(secondUrl, member.token);
    await socket.waitFor('ready');

    expect(
      (
        await first.app.inject({
          method: 'POST',
          url: '/api/account/logout',
          headers: member.headers,
        })
      ).statusCode,
    ).toBe(200);
    const closed = await Promise.race([
      socket.closed,
      new Promise((resolve) => setTimeout(() => resolve('still open'), 1000)),
    ]);
    expect(closed).toEqual({ code: 4401, reason: 'Invalid authorization token' });
    expect(
      (
        await second.inject({
          method: 'GET',
          url: '/api/account/my-account',
          headers: member.headers,
        })
      ).statusCode,
    ).toBe(401);
  });
});
