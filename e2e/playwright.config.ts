// Browser tests on the system Chromium against the real app: the compiled production server
// (API + web on one port, from `npm run build`; `npm run test:e2e` builds what is stale first)
// with a fresh PGlite database per run.
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const dataDir = `/tmp/keel-e2e-${E2E_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: on a busy 2-core machine a long journey (the kanban one) has taken over 60 s.
  timeout: 90_000,
  // A page's first visit loads its code, texts and data; on a busy 2-core machine that has taken
  // over 10 s (the chat page in CI), so assertions wait longer than Playwright's default.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    // Every dashboard page's settings button spins its icon without end (settings-button.tsx), and
    // in this software-rendered headless Chromium each open dashboard page then costs about 30% of a
    // core in compositing, 6 CPU-s every 20 s (5 in the GPU process) against none with reduced
    // motion (measured on /dashboard/user/list, 2026-12-07), with two to four such pages open at
    // any time during a run. Reduced motion stops only that spin and the charts' 400 ms entry
    // (chart-frame.tsx; the app's only `prefers-reduced-motion` rules): no test looks at either.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // Workers load this file too, so the fresh database is made by the server's command only.
    command: `rm -rf ${dataDir} && node ../apps/api/dist/server.mjs`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The e2e run never uses the CI PostgreSQL: the API suite covers that path.
      DATABASE_URL: '',
      // The specs sign many accounts up from 127.0.0.1.
      SIGNUP_LIMIT_PER_HOUR: '1000',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    },
  },
});
