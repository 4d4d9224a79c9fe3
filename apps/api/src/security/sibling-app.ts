// A second app over a test app's open database, with other settings (a served web folder, a
// trusted proxy): far cheaper than migrating and seeding another database.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testEnv, type TestApp } from '../test/test-app.ts';

export function siblingApp(
  t: TestApp,
  overrides: Record<string, string>,
): Promise<FastifyInstance> {
  return buildApp({ env: testEnv(overrides), database: t.database, logger: false });
}
