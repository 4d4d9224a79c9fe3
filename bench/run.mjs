// `npm run bench`: builds the web app once, then runs each benchmark in order — bundle weight,
// Lighthouse, and API load and scale when their scripts are there — printing each one's
// markdown, and appends the run, dated and with the machine it ran on, to bench/RESULTS.md.
// Figures only: a benchmark that fails is reported in its section and the others still run.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb, log } from './lib/server.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const RESULTS = path.join(here, 'RESULTS.md');
const BENCHMARKS = [
  { file: 'bundle-weight.mjs', title: 'Bundle weight' },
  { file: 'lighthouse.mjs', title: 'Lighthouse' },
  { file: 'api-load.mjs', title: 'API load' },
  { file: 'scale.mjs', title: 'Scale' },
];

function machine() {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  let memory = `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`;
  try {
    // cgroup limit, when the machine is a container with less than the host has.
    const limit = readFileSync('/sys/fs/cgroup/memory.max', 'utf8').trim();
    if (/^\d+$/.test(limit))
      memory += ` (cgroup limit ${(Number(limit) / 1024 ** 3).toFixed(1)} GiB)`;
  } catch {
    // no cgroup v2 limit
  }
  return [
    `- CPU: ${cpus[0]?.model.trim() ?? 'unknown'}, ${cpus.length} cores (available parallelism ${os.availableParallelism()})`,
    `- Memory: ${memory}`,
    `- Node ${process.version} on ${os.type()} ${os.release()} (${os.arch()})`,
    `- Load average at start (1, 5, 15 min): ${load}`,
  ].join('\n');
}

const startedAt = new Date();
const sections = [
  `## Run of ${startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
  '',
  machine(),
];
console.log(sections.join('\n'));

buildWeb();
for (const { file, title } of BENCHMARKS) {
  const script = path.join(here, file);
  if (!existsSync(script)) {
    log('bench', `${file}: not there, skipped`);
    continue;
  }
  log('bench', `running ${file}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [script], {
    cwd: here,
    env: { ...process.env, BENCH_SKIP_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let body = result.stdout.trim();
  if (result.status !== 0)
    body =
      `${body}\n\n${title}: the script exited with ${result.status ?? result.signal} (see its output above).`.trim();
  // Each script prints its own `###` heading; a script without one gets the title.
  const section = body.startsWith('#') ? body : `### ${title}\n\n${body}`;
  const text = `${section}\n\n_${file}: ${seconds} s, load average after: ${os.loadavg()[0].toFixed(2)}_`;
  console.log(`\n${text}`);
  sections.push('', text);
}

const header = existsSync(RESULTS)
  ? ''
  : '# Benchmark results\n\nEach `npm run bench` appends a dated section (bench/run.mjs).\n';
appendFileSync(RESULTS, `${header}\n${sections.join('\n')}\n`);
log('bench', `appended to ${path.relative(process.cwd(), RESULTS) || RESULTS}`);
