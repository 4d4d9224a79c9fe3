// PostgreSQL through node-postgres, built to outlive the database's blips: every connection has
// a connect timeout, a server-side statement_timeout and a client-side query timeout (a stalled
// socket never answers, so statement_timeout alone would not end the wait), and every pooled
// client carries an 'error' listener, so a dropped connection is logged and replaced instead of
// ending the process with "Unhandled 'error' event" (issue 17).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { auditPool } from './audit-context.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { silentLog, type DatabaseLog } from './database-log.ts';
import { PostgresListener } from './postgres-listener.ts';
import { schema } from './schema.ts';

export interface PostgresTimeouts {
  /** Opening a connection (refused or stalled server): fail after this. */
  connectMs: number;
  /** Any one statement, enforced by the server (a runaway recursive query, a lock wait). */
  statementMs: number;
}

export const DEFAULT_TIMEOUTS: PostgresTimeouts = { connectMs: 5000, statementMs: 15_000 };
// Health answers quickly even when every pooled connection is busy or the socket is stalled.
const PING_TIMEOUT_MS = 3000;

export async function openPostgres(
  databaseUrl: string,
  poolSize: number,
  timeouts: PostgresTimeouts = DEFAULT_TIMEOUTS,
  log: DatabaseLog = silentLog,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    // The server cancels at statementMs; this catches the socket that never answers at all.
    query_timeout: timeouts.statementMs + 5000,
    // A transaction left open by a dropped request must not hold its locks forever.
    idle_in_transaction_session_timeout: timeouts.statementMs * 2,
    keepAlive: true,
  });
  // The acting user reaches the audit triggers through the connection (audit-context.ts).
  auditPool(pool);
  // Idle clients' errors reach the pool; a client checked out (inside a transaction, between two
  // queries) emits on itself, with no listener from the pool: give it one for its whole life.
  pool.on('error', (error) => log('warn', 'idle database connection dropped', error));
  pool.on('connect', (client) => {
    client.on('error', (error) => log('warn', 'database connection dropped', error));
  });
  // Fail fast on a wrong URL instead of on the first request.
  await pool.query('select 1');
  const db = drizzle(pool, { schema }) as unknown as Database;
  const listener = new PostgresListener({
    connectionString: databaseUrl,
    connectTimeoutMs: timeouts.connectMs,
    log,
  });

  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      const unlisten = await listener.listen(channel, onPayload);
      return async () => unlisten();
    },
    onListenGap: (handler) => listener.onGap(handler),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('the database did not answer in time')),
          PING_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([pool.query('select 1'), timeout]);
      } finally {
        clearTimeout(timer);
      }
      return { listening: listener.connected };
    },
    async exclusive(lockId, task) {
      // Session-level advisory locks belong to one connection: hold it for the whole task.
      const connection = await pool.connect();
      try {
        // Waiting for another process's migrations is not a runaway statement.
        await connection.query('set statement_timeout = 0');
        await connection.query('select pg_advisory_lock($1)', [lockId]);
        return await task();
      } finally {
        const unlocked = await connection.query('select pg_advisory_unlock($1)', [lockId]).then(
          () => true,
          () => false,
        );
        // A connection that could not unlock (or kept the 0 timeout) is not handed out again.
        connection.release(
          unlocked ? new Error('session settings changed') : new Error('unlock failed'),
        );
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
