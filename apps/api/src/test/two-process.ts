// A second API process on the test app's PostgreSQL, for the tests of what crosses processes
// (LISTEN/NOTIFY: realtime events, sessions, presence; work both processes claim: trash purge,
// reminders). It builds the same app on a pool and LISTEN connection of its own and listens on a
// port for WebSocket clients. PostgreSQL only: on PGlite one process owns the database.
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '@keel/db/client';
import { buildApp } from '../app.ts';
import { testEnv, type TestApp } from './test-app.ts';

export interface SecondProcess {
  app: FastifyInstance;
  /** Where it listens (http://127.0.0.1:<port>), for WebSocket clients. */
  url: string;
  close(): Promise<void>;
}

/** Starts a second process next to `first`; `overrides` change its environment only. */
export async function startSecondProcess(
  first: TestApp,
  overrides: Record<string, string> = {},
): Promise<SecondProcess> {
  if (!first.databaseUrl) throw new Error('a second API process needs PostgreSQL (api-pg)');
  const database = await openDatabase({ databaseUrl: first.databaseUrl });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ env: testEnv(overrides), database, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const started = app;
    return {
      app,
      url,
      async close() {
        await started.close();
        await database.close();
      },
    };
  } catch (failure) {
    await app?.close();
    await database.close();
    throw failure;
  }
}
