// The real server as a child process (`node --import tsx apps/api/src/server.ts`), for the
// reliability suite: it is killed, terminated and restarted like in production. It listens on
// a free port (PORT=0) and the URL is read from its start-up banner.
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TEST_JWT_SECRET, testDatabaseUrl } from '../test/test-app.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
// A fresh PGlite folder runs initdb: minutes when the whole suite shares two busy cores.
const START_TIMEOUT_MS = 150_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited, with its code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote so far (its log, for failure messages). */
  output(): string;
  kill(signal: NodeJS.Signals): void;
}

export interface StartOptions {
  dataDir: string;
  env?: Record<string, string>;
}

/** Starts the server on the database of the running project: PGlite in dataDir, or DATABASE_URL. */
export async function startServer({ dataDir, env = {} }: StartOptions): Promise<ServerProcess> {
  const databaseUrl = testDatabaseUrl();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      // No demo data, so registration would be invite-only: these tests register their users.
      REGISTRATION: 'open',
      REQUIRE_VERIFIED_EMAIL: 'false',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Keel is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(`server exited before it was ready (code ${code}, signal ${signal}):\n${output}`),
      );
    });
  });
  return {
    url,
    child,
    exited,
    output: () => output,
    kill: (signal) => void child.kill(signal),
  };
}

/**
 * On the `api-pg` project, files take turns on one database: start from an empty schema, as
 * createTestApp does (the spawned server then migrates it). No-op on PGlite.
 */
export async function resetPostgresSchema(): Promise<void> {
  const databaseUrl = testDatabaseUrl();
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

export interface JsonResponse {
  status: number;
  body: unknown;
}

/** A JSON call over a real socket (optionally on a keep-alive agent). */
export function callJson(
  url: string,
  options: { method?: string; token?: string; body?: unknown; agent?: Agent } = {},
): Promise<JsonResponse> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        agent: options.agent,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Registers a fresh account through the public call and returns its token. */
export async function registerUser(
  baseUrl: string,
  label: string,
): Promise<{ token: string; userId: string }> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await callJson(`${baseUrl}/api/account/register`, {
    body: { email, password: 'reliable-1234', firstName: 'Relia', lastName: 'Bility' },
  });
  if (response.status !== 200)
    throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  const body = response.body as { accessToken: string; user: { id: string } };
  return { token: body.accessToken, userId: body.user.id };
}
