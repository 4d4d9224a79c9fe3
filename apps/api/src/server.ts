// Process concerns only: read config, build the app, listen, shut down gracefully.
import { buildApp } from './app.ts';
import { readEnv } from './env.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from '@keel/db/seed/demo-accounts';

const env = readEnv();
const app = await buildApp({ env });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // close() stops accepting connections and waits for in-flight requests to finish.
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  // Fastify closes the connections that are idle when close() starts; a keep-alive connection
  // whose request finishes afterwards would stay open until its keep-alive timeout (72 s) and
  // hold the shutdown. Close connections as they go idle.
  // (An HTTP/2 server, with TLS configured, has no such call: its sessions end with close().)
  const server = app.server as Partial<typeof app.server>;
  const sweep = setInterval(() => server.closeIdleConnections?.(), 100);
  sweep.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const address = await app.listen({ port: env.PORT, host: env.HOST });
const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
console.log(
  [
    '',
    `  Keel is running at ${shown}`,
    `  Database: ${app.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}/db`}`,
    `  API docs: ${shown}/api/docs`,
    `  Demo login (admin):  ${DEMO_ADMIN_EMAIL} / ${DEMO_PASSWORD}`,
    `  Demo login (member): ${DEMO_MEMBER_EMAIL} / ${DEMO_PASSWORD}`,
    '',
  ].join('\n'),
);
