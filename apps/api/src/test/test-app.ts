// Builds the real app for API tests: on a fresh in-memory PGlite per test file, or on the
// PostgreSQL of DATABASE_URL when the `api-pg` project runs (files then run one at a time,
// each starting from an empty, freshly migrated and seeded schema).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@keel/db/client';
import { setupDatabase } from '@keel/db/setup-database';
import { buildApp } from '../app.ts';
import { readEnv } from '../env.ts';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
/** Uploads (and seeded images and files) of every test app; content-addressed, so shared safely. */
export const TEST_DATA_DIR = '/tmp/keel-test-data';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export function testDatabaseUrl(): string | undefined {
  return process.env.KEEL_TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined;
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const databaseUrl = testDatabaseUrl();
  const database = await openDatabase({ databaseUrl });
  if (databaseUrl) {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
  }
  await setupDatabase(database, { seed: true, dataDir: overrides.DATA_DIR ?? TEST_DATA_DIR });
  const env = readEnv({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    DATA_DIR: TEST_DATA_DIR,
    WEB_DIST: '/nonexistent',
    ...overrides,
  });
  const app = await buildApp({ env, database, logger: false });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in through the real login call and returns the bearer header for later calls. */
export async function signIn(app: FastifyInstance, email: string, password = 'demo1234') {
  const response = await app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${response.body}`);
  const body = response.json<{ accessToken: string; user: { id: string } }>();
  return { token: body.accessToken, userId: body.user.id, headers: { authorization: `Bearer ${body.accessToken}` } };
}
