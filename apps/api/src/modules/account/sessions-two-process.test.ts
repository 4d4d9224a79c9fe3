// Sessions across API processes (issue 22): ending a session through one process closes the
// user's socket on another at once and its cached token stops working there (LISTEN/NOTIFY on
// the user-changed channel). Needs PostgreSQL: skipped on PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, testDatabaseUrl, type TestApp } from '../../test/test-app.ts';
import { startSecondProcess, type SecondProcess } from '../../test/two-process.ts';
import { connectSocket } from '../../test/ws-client.ts';

const databaseUrl = testDatabaseUrl();

describe.skipIf(!databaseUrl)('sessions across two API processes on one PostgreSQL', () => {
  let first: TestApp;
  let second: SecondProcess;

  beforeAll(async () => {
    first = await createTestApp();
    second = await startSecondProcess(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('logout through one process ends the token and closes the socket on the other within a second', async () => {
    const member = await signIn(first.app, 'member@keel.dev');
    // The second process has the session cached (a read there) and holds the socket.
    expect(
      (
        await second.app.inject({
          method: 'GET',
          url: '/api/account/my-account',
          headers: member.headers,
        })
      ).statusCode,
    ).toBe(200);
    const socket = await connectSocket(second.url, member.token);
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
        await second.app.inject({
          method: 'GET',
          url: '/api/account/my-account',
          headers: member.headers,
        })
      ).statusCode,
    ).toBe(401);
  });
});
