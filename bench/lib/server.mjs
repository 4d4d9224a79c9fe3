// What the browser benchmarks share: the web app and the API built, and served the way
// `npm start` serves them (the compiled server, API + web in one process) on a scratch PGlite
// database; the demo admin's token; the system Chromium's path and flags.
// BENCH_TLS=1 serves over HTTPS (HTTP/2 with HTTP/1.1 kept: apps/api/src/app.ts serverOptions)
// with a self-signed certificate (scripts/self-signed-certificate.mjs), which Chromium and this
// process are told to accept.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { selfSignedCertificate } from '../../scripts/self-signed-certificate.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const PORT = Number(process.env.BENCH_PORT ?? 4390);
export const TLS = process.env.BENCH_TLS === '1';
export const ORIGIN = `${TLS ? 'https' : 'http'}://127.0.0.1:${PORT}`;
// The bench's own throwaway certificate: this process's fetch (health, sign-in) accepts it.
if (TLS) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...(TLS ? ['--ignore-certificate-errors'] : []),
];
export const DEMO = { email: 'demo@keel.dev', password: 'demo1234' };
/** Where the web app keeps its token (apps/web/src/features/auth/token.ts). */
export const TOKEN_KEY = 'accessToken';

export const log = (name, message) => process.stderr.write(`[${name}] ${message}\n`);

/** Builds the web app and the compiled API when stale, unless BENCH_SKIP_BUILD is set and a build is there (bench/run.mjs builds once). */
export function buildWeb() {
  if (
    process.env.BENCH_SKIP_BUILD &&
    existsSync(path.join(root, 'apps/web/dist/index.html')) &&
    existsSync(path.join(root, 'apps/api/dist/server.mjs'))
  )
    return;
  log('bench', 'building the web app and the API (what is stale)');
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('build failed');
}

/**
 * Starts the API + web server on a fresh database; resolves to a function that stops it. With
 * `{ keepData: true }` the stop function leaves the database for a second start on the same
 * `dataDir` (the server lists the web app's files when it starts: bench/lib/reference.mjs).
 */
export async function startServer({
  dataDir: reuse,
  keepData = false,
  secret = randomBytes(32).toString('hex'),
} = {}) {
  // Something already answering there would be measured instead of this checkout's build.
  const taken = await fetch(`${ORIGIN}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${PORT} is already in use: set BENCH_PORT to a free one`);
  const dataDir = reuse ?? mkdtempSync(path.join(tmpdir(), 'keel-bench-'));
  // Made once per data folder; a second start reuses it.
  const certificate = TLS ? selfSignedCertificate(path.join(dataDir, 'tls')) : undefined;
  const tls = certificate ? { TLS_CERT_FILE: certificate.cert, TLS_KEY_FILE: certificate.key } : {};
  const server = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      JWT_SECRET: secret,
      ...tls,
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  stop.dataDir = dataDir;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the server on port ${PORT} did not answer /api/health`);
}

/** The demo admin's access token. */
export async function signIn() {
  const response = await fetch(`${ORIGIN}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return (await response.json()).accessToken;
}

/** True when the module is the script node was asked to run. */
export function isMain(url) {
  return !!process.argv[1] && fileURLToPath(url) === path.resolve(process.argv[1]);
}
