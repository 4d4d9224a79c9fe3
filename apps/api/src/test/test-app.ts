// Builds the real app for API tests: on an in-memory PGlite per test file, or, when the
// `api-pg` project runs, on a PostgreSQL database of its own next to DATABASE_URL's; either way a
// copy of the run's migrated and seeded database (seeded-database.ts).
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@keel/db/client';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { readEnv } from '../env.ts';
import { openSeededDatabase, TEST_DATA_DIR } from './seeded-database.ts';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export { TEST_DATA_DIR };

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** PostgreSQL only: the URL of this app's own database, for a second process on it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export function testDatabaseUrl(): string | undefined {
  return process.env.KEEL_TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined;
}

/** The environment a test app runs with; a second process (two-process.ts) takes the same. */
export function testEnv(overrides: Record<string, string> = {}) {
  return readEnv({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    DATA_DIR: TEST_DATA_DIR,
    WEB_DIST: '/nonexistent',
    // Test files sign many accounts up from one address; attempt-bursts.test.ts checks the limit.
    SIGNUP_LIMIT_PER_HOUR: '1000',
    ...overrides,
  });
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const { database, databaseUrl } = await openSeededDatabase(
    testDatabaseUrl(),
    inject('seededDatabase'),
    overrides.DATA_DIR ?? TEST_DATA_DIR,
  );
  const env = testEnv(overrides);
  const app = await buildApp({ env, database, logger: false });
  return {
    app,
    database,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in through the real login call and returns the bearer header for later calls. */
export async function signIn(app: FastifyInstance, email: string, password = 'demo1234') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${response.body}`);
  const body = response.json<{ accessToken: string; user: { id: string } }>();
  return {
    token: body.accessToken,
    userId: body.user.id,
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}
