// Upload memory (issue 17 item 4): the API server's resident memory (RSS, from /proc) while one
// user sends 10 parallel 45 MB uploads to /api/files/upload. The server runs as its own process
// on a scratch PGlite folder (local disk storage); the bodies are generated as they are sent, so
// the client's memory is not in the figure. Prints a markdown section; figures only.
// Run alone: node bench/upload-memory.mjs
//   UPLOAD_BENCH_ROOT  another checkout to measure (e.g. a worktree of main, for "before")
//   UPLOAD_BENCH_PORT  default 4120; UPLOAD_PARALLEL default 10; UPLOAD_MB default 45
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.env.UPLOAD_BENCH_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.UPLOAD_BENCH_PORT ?? 4120);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PARALLEL = Number(process.env.UPLOAD_PARALLEL ?? 10);
const MB = Number(process.env.UPLOAD_MB ?? 45);
const CHUNK = randomBytes(1024 * 1024);
const log = (message) => process.stderr.write(`[upload-memory] ${message}\n`);
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function startServer(dataDir) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      REGISTRATION: 'open',
      REQUIRE_VERIFIED_EMAIL: 'false',
      WEB_DIST: '/nonexistent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      UPLOADS_PER_USER: String(PARALLEL),
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGKILL');
  throw new Error(`the server on port ${PORT} did not start`);
}

/** One multipart upload whose body is written 1 MB at a time, as a browser would send it. */
function upload(token, n, mb = MB) {
  const boundary = `----keel-bench-${n}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big-${n}.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(`${ORIGIN}/api/files/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + mb * CHUNK.length + tail.length,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const writeMore = () => {
      while (sent < mb) {
        // Each file differs (no shared content): its number in the first bytes of each chunk.
        const chunk = Buffer.from(CHUNK);
        chunk.writeUInt32BE(n * 100_000 + sent, 0);
        sent += 1;
        if (!req.write(chunk)) return void req.once('drain', writeMore);
      }
      req.end(tail);
    };
    writeMore();
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keel-upload-bench-'));
const server = await startServer(dataDir);
try {
  const email = `bench-${Date.now()}@example.com`;
  const registered = await fetch(`${ORIGIN}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'bench-password-1',
      firstName: 'Up',
      lastName: 'Load',
    }),
  }).then((res) => res.json());
  const token = registered.accessToken;
  // Warm up the upload path (code loaded, pools open) with one small file.
  await upload(token, 0, 1);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 50);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) => upload(token, i + 1)),
  );
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(server.pid));
  const after = rssOf(server.pid);
  const accepted = statuses.filter((status) => status === 200).length;
  log(`statuses ${statuses.join(' ')}`);
  console.log(
    [
      `### Upload memory: ${PARALLEL} parallel ${MB} MB uploads (${root})`,
      '',
      '| RSS before | peak RSS during | growth (peak − before) | RSS after | answered 200 | time | load average (1, 5, 15 min) at start |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      `| ${mib(before)} | ${mib(peak)} | ${mib(peak - before)} | ${mib(after)} | ${accepted} / ${PARALLEL} | ${seconds.toFixed(1)} s | ${load} |`,
      '',
    ].join('\n'),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
