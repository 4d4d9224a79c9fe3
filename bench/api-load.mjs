// API load (product.md §6, issue 9): autocannon on 127.0.0.1 against the real server process
// (PGlite in a scratch folder, demo data) and, in the same run, a bare Fastify route in its own
// process. Prints a markdown section: req/s, p50 and p99 per target, and the figure the bar is
// about: `GET /api/account/my-account` req/s ÷ bare route req/s (bar ≥ 0.5).
// Run alone: node bench/api-load.mjs   (BENCH_DURATION=seconds per target, default 10;
// BENCH_CONNECTIONS, default 10). Figures only, never pass/fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP = 2;

// The bare route, in a child process of this script (`node bench/api-load.mjs --bare-server`).
if (process.argv[2] === '--bare-server') {
  const { default: Fastify } = await import('fastify');
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ hello: 'world' }));
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  console.log(`listening ${address}`);
  process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
} else {
  await main();
}

/** Spawns a process and resolves with its URL once `pattern` (capturing it) shows on its output. */
function startProcess(args, env, pattern, timeoutMs = 300_000) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`not ready within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before it was ready:\n${output}`));
    });
  });
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function fire(autocannon, options, duration) {
  return autocannon({ connections: CONNECTIONS, ...options, duration });
}

async function measure(autocannon, label, options) {
  await fire(autocannon, options, WARM_UP);
  const result = await fire(autocannon, options, DURATION);
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx,
  };
}

async function main() {
  const { default: autocannon } = await import('autocannon');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keel-bench-load-'));
  const started = Date.now();
  const loadAtStart = os.loadavg()[0];
  let app;
  let bare;
  try {
    // PGlite always (never the shared DATABASE_URL): a scratch folder with the demo data.
    [app, bare] = await Promise.all([
      startProcess(
        ['--import', 'tsx', 'apps/api/src/server.ts'],
        {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'production',
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          LOG_LEVEL: 'warn',
          SEED_DEMO_DATA: 'true',
        },
        /Keel is running at (http:\/\/\S+)/,
      ),
      startProcess([fileURLToPath(import.meta.url), '--bare-server'], { PATH: process.env.PATH ?? '' }, /listening (http:\/\/\S+)/),
    ]);

    const login = await fetch(`${app.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@keel.dev', password: 'demo1234' }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { accessToken } = await login.json();
    const auth = { authorization: `Bearer ${accessToken}` };

    const results = [];
    // The ratio's pair runs back to back, the bare route before and after my-account, so both
    // see the same machine load (it drifts on a shared machine).
    const bareOptions = { url: `${bare.url}/bare` };
    const bareBefore = await measure(autocannon, 'bare Fastify `GET /bare` (before)', bareOptions);
    const myAccount = await measure(autocannon, '`GET /api/account/my-account`', { url: `${app.url}/api/account/my-account`, headers: auth });
    const bareAfter = await measure(autocannon, 'bare Fastify `GET /bare` (after)', bareOptions);
    results.push(bareBefore, myAccount, bareAfter);
    results.push(
      await measure(autocannon, 'list `GET /api/users?q=a&sort=email:asc&page=2`', {
        url: `${app.url}/api/users?q=a&sort=email:asc&page=2&pageSize=10`,
        headers: auth,
      }),
    );
    results.push(
      await measure(autocannon, 'list `GET /api/products?sort=price:desc&page=2`', {
        url: `${app.url}/api/products?sort=price:desc&page=2&pageSize=12`,
        headers: auth,
      }),
    );
    results.push(
      await measure(autocannon, 'write `POST /api/calendar/events/new`', {
        url: `${app.url}/api/calendar/events/new`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Load test', start: '2030-01-01T09:00:00Z', end: '2030-01-01T10:00:00Z' }),
      }),
    );

    const ratio = myAccount.rps / ((bareBefore.rps + bareAfter.rps) / 2);
    const cpus = os.cpus();
    const lines = [
      '## API load (autocannon)',
      '',
      `${new Date(started).toISOString()} · ${cpus.length} × ${cpus[0]?.model ?? 'CPU'} · Node ${process.version} · ` +
        `load average ${loadAtStart.toFixed(1)} at start (a shared machine: figures are relative, the ratio is the figure) · ` +
        `server: \`node --import tsx apps/api/src/server.ts\` on PGlite with the demo data, LOG_LEVEL=warn · ` +
        `${CONNECTIONS} connections, ${DURATION} s per target after ${WARM_UP} s warm-up`,
      '',
      '| Target | req/s | p50 ms | p99 ms | requests | non-2xx/errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...results.map((r) => `| ${r.label} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} |`),
      '',
      `**my-account / bare = ${ratio.toFixed(2)}** (my-account req/s ÷ the mean of both bare runs; bar ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'missed'})`,
      '',
    ];
    console.log(lines.join('\n'));
  } finally {
    await Promise.all([app && stop(app.child), bare && stop(bare.child)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
