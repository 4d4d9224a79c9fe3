// One Vitest run, three projects: web + package unit tests, the API suite on PGlite, and the
// same API suite on PostgreSQL when DATABASE_URL is set.
import { defineConfig } from 'vitest/config';

const apiFiles = ['apps/api/src/**/*.test.ts'];
const seededDatabase = 'apps/api/src/test/seeded-database.ts';

export default defineConfig({
  test: {
    projects: [
      'apps/web',
      {
        test: {
          name: 'unit-node',
          include: ['packages/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: apiFiles,
          environment: 'node',
          env: { KEEL_TEST_DB: 'pglite' },
          // Migrates and seeds one database that every file starts from.
          globalSetup: [seededDatabase],
          // Files share a worker's module graph (the app is imported once per worker, not per
          // file: 167 s → 96 s on CI's 2 cores); each builds its own app and database, and
          // they pass in shuffled order too.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'api-pg',
                include: apiFiles,
                environment: 'node' as const,
                env: { KEEL_TEST_DB: 'postgres' },
                globalSetup: [seededDatabase],
                isolate: false,
                // Files take turns, each on its own copy of the seeded template database; the
                // reliability suite's server processes use DATABASE_URL's own database.
                fileParallelism: false,
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
