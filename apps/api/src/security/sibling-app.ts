// A second app over a test app's open database, with other settings (a served web folder, a
// trusted proxy): far cheaper than migrating and seeding another database.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { readEnv } from '../env.ts';
import { TEST_DATA_DIR, TEST_JWT_SECRET, type TestApp } from '../test/test-app.ts';

export function siblingApp(
  t: TestApp,
  overrides: Record<string, string>,
): Promise<FastifyInstance> {
  const env = readEnv({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    DATA_DIR: TEST_DATA_DIR,
    WEB_DIST: '/nonexistent',
    ...overrides,
  });
  return buildApp({ env, database: t.database, logger: false });
}
