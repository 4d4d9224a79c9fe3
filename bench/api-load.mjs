// API load (docs/spec/product.md#quality-bars, issue 9): autocannon on 127.0.0.1 against the real server process
// (PGlite in a scratch folder, demo data) and, in the same run, a bare Fastify route in its own
// process. Prints a markdown section: req/s, p50 and p99 per target, and the figure the bar is
// about: `GET /api/account/my-account` req/s ÷ bare route req/s (bar ≥ 0.5).
// Run alone: node bench/api-load.mjs   (BENCH_DURATION=seconds per target, default 10;
// BENCH_CONNECTIONS, default 10; BENCH_PAIR_ROUNDS × BENCH_PAIR_SECONDS for the ratio's pair,
// default 5 × 4 s). Figures only, never pass/fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP = 2;
const PAIR_ROUNDS = Number(process.env.BENCH_PAIR_ROUNDS ?? 5);
const PAIR_SECONDS = Number(process.env.BENCH_PAIR_SECONDS ?? 4);
const CLOCK_TICKS = 100; // USER_HZ of /proc/<pid>/stat on Linux

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
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuMs(child) {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** Rounds of one target as one row: median req/s, p50 and p99; totals summed. */
function combine(label, runs) {
  return {
    label: `${label} (${runs.length} × ${PAIR_SECONDS} s)`,
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    cpuPerRequestUs: median(runs.map((run) => run.cpuPerRequestUs)),
    total: runs.reduce((sum, run) => sum + run.total, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

async function measure(autocannon, label, options, server, duration = DURATION, warmUp = WARM_UP) {
  if (warmUp > 0) await fire(autocannon, options, warmUp);
  const cpuBefore = cpuMs(server);
  const result = await fire(autocannon, options, duration);
  const cpuPerRequestUs = ((cpuMs(server) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx,
    cpuPerRequestUs,
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
      startProcess(
        [fileURLToPath(import.meta.url), '--bare-server'],
        { PATH: process.env.PATH ?? '' },
        /listening (http:\/\/\S+)/,
      ),
    ]);

    const login = await fetch(`${app.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@keel.dev', password: 'demo1234' }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { accessToken } = await login.json();
    const auth = { authorization: `Bearer ${accessToken}` };

    // The ratio's pair alternates in short rounds (bare, my-account, bare, …) so both see the
    // same machine load, which drifts on a shared machine; each figure is the median of rounds.
    const bareRuns = [];
    const accountRuns = [];
    const ratios = [];
    const accountOptions = { url: `${app.url}/api/account/my-account`, headers: auth };
    await fire(autocannon, { url: `${bare.url}/bare` }, WARM_UP);
    await fire(autocannon, accountOptions, WARM_UP);
    for (let round = 0; round < PAIR_ROUNDS; round++) {
      const bareRun = await measure(
        autocannon,
        '',
        { url: `${bare.url}/bare` },
        bare.child,
        PAIR_SECONDS,
        0,
      );
      const accountRun = await measure(autocannon, '', accountOptions, app.child, PAIR_SECONDS, 0);
      bareRuns.push(bareRun);
      accountRuns.push(accountRun);
      ratios.push(accountRun.rps / bareRun.rps);
    }
    const results = [
      combine('bare Fastify `GET /bare`', bareRuns),
      combine('`GET /api/account/my-account`', accountRuns),
    ];
    results.push(
      await measure(
        autocannon,
        'list `GET /api/users?q=a&sort=email:asc&page=2`',
        {
          url: `${app.url}/api/users?q=a&sort=email:asc&page=2&pageSize=10`,
          headers: auth,
        },
        app.child,
      ),
    );
    results.push(
      await measure(
        autocannon,
        'list `GET /api/products?sort=price:desc&page=2`',
        {
          url: `${app.url}/api/products?sort=price:desc&page=2&pageSize=12`,
          headers: auth,
        },
        app.child,
      ),
    );
    results.push(
      await measure(
        autocannon,
        'write `POST /api/calendar/events/new`',
        {
          url: `${app.url}/api/calendar/events/new`,
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: 'Load test',
            start: '2030-01-01T09:00:00Z',
            end: '2030-01-01T10:00:00Z',
          }),
        },
        app.child,
      ),
    );

    const ratio = median(ratios);
    // Less sensitive to the machine's load: server CPU per request, bare ÷ my-account.
    const [bareRow, accountRow] = results;
    const cpuRatio = bareRow.cpuPerRequestUs / accountRow.cpuPerRequestUs;
    const cpus = os.cpus();
    const lines = [
      '## API load (autocannon)',
      '',
      `${new Date(started).toISOString()} · ${cpus.length} × ${cpus[0]?.model ?? 'CPU'} · Node ${process.version} · ` +
        `load average ${loadAtStart.toFixed(1)} at start (a shared machine: figures are relative, the ratio is the figure) · ` +
        `server: \`node --import tsx apps/api/src/server.ts\` on PGlite with the demo data, LOG_LEVEL=warn · ` +
        `${CONNECTIONS} connections; list and write calls ${DURATION} s each after ${WARM_UP} s warm-up`,
      '',
      '| Target | req/s | p50 ms | p99 ms | server CPU µs/request | requests | non-2xx/errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...results.map(
        (r) =>
          `| ${r.label} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${Math.round(r.cpuPerRequestUs)} | ${r.total} | ${r.non2xx} |`,
      ),
      '',
      `**my-account / bare = ${ratio.toFixed(2)}** (median of ${ratios.length} back-to-back rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}; bar ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'missed'})`,
      `Server CPU per request, bare ÷ my-account: **${cpuRatio.toFixed(2)}** (what the ratio would be with the server CPU-bound and the machine otherwise idle)`,
      '',
    ];
    console.log(lines.join('\n'));
  } finally {
    await Promise.all([app && stop(app.child), bare && stop(bare.child)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
