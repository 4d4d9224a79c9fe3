// `node bench/startup.mjs [rounds]`: start-up time (spawn → /api/health answers) and resident
// memory at that moment of the API server run from TypeScript through tsx (how `npm start` ran
// it before issue 18) and compiled (`node apps/api/dist/server.mjs`, npm start now), on one
// already-seeded PGlite folder, alternating which goes first each round so machine load hits
// both alike. STARTUP_DATABASE_URL runs it on PostgreSQL instead (no PGlite to load, so the
// code's own share shows). Prints markdown with the load average; needs `npm run build` first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.STARTUP_PORT ?? 4391);
const ROUNDS = Number(process.argv[2] ?? 5);
const MODES = {
  tsx: ['--import', 'tsx', 'apps/api/src/server.ts'],
  compiled: ['apps/api/dist/server.mjs'],
};
if (!existsSync(path.join(root, 'apps/api/dist/server.mjs')))
  throw new Error('run `npm run build` first');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keel-startup-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.STARTUP_DATABASE_URL ?? '',
  LOG_LEVEL: 'warn',
  JWT_SECRET: randomBytes(32).toString('hex'),
};

function rssMiB(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

async function start(mode) {
  const began = performance.now();
  const child = spawn(process.execPath, MODES[mode], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${mode} server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { seconds: (performance.now() - began) / 1000, rss: rssMiB(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve() : child.once('exit', resolve),
    );
  }
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const loadBefore = load();
process.stderr.write('seeding the scratch database (first start, not measured)\n');
await start('compiled');
const results = { tsx: [], compiled: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  const order = round % 2 === 0 ? ['tsx', 'compiled'] : ['compiled', 'tsx'];
  for (const mode of order) {
    const result = await start(mode);
    results[mode].push(result);
    process.stderr.write(
      `round ${round + 1} ${mode}: ${result.seconds.toFixed(2)} s, ${result.rss.toFixed(0)} MiB\n`,
    );
  }
}
rmSync(dataDir, { recursive: true, force: true });

const row = (mode) => {
  const seconds = results[mode].map((r) => r.seconds);
  const rss = results[mode].map((r) => r.rss);
  return `| ${mode === 'tsx' ? '`node --import tsx apps/api/src/server.ts`' : '`node apps/api/dist/server.mjs`'} | ${median(seconds).toFixed(2)} s (${Math.min(...seconds).toFixed(2)}–${Math.max(...seconds).toFixed(2)}) | ${median(rss).toFixed(0)} MiB (${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)}) |`;
};
console.log(
  [
    `Start-up on an already-seeded ${process.env.STARTUP_DATABASE_URL ? 'PostgreSQL database' : 'PGlite folder'}, ${ROUNDS} rounds alternating which starts first (median, min–max); ${os.cpus().length} cores, Node ${process.version}; load average (1, 5, 15 min) ${loadBefore} before, ${load()} after.`,
    '',
    '| Server | Until /api/health answers | Resident memory then |',
    '| --- | --- | --- |',
    row('tsx'),
    row('compiled'),
  ].join('\n'),
);
