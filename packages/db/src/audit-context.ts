// Who is acting, for the audit triggers (migration *_audit_tokens.sql): the API runs each write
// request inside `auditScope.run(...)`, and the database client below hands the actor to
// PostgreSQL as the setting keel.actor on the connection that runs the request's statements,
// so the row triggers record it in the same transaction as the change
// (docs/decisions/010-audit-trail-by-triggers.md). Services need not know about it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

export interface AuditActor {
  userId: string;
  /** The API token behind the call; null for a signed-in session. */
  tokenId: string | null;
  sessionId: string | null;
  ip: string;
  userAgent: string;
  requestId: string;
}

export const auditScope = new AsyncLocalStorage<{ actor?: AuditActor }>();

/** The acting user as the JSON the trigger reads, or '' outside an audited request. */
function actorSetting(): string {
  const actor = auditScope.getStore()?.actor;
  return actor ? JSON.stringify(actor) : '';
}

const SET_LOCAL = "select set_config('keel.actor', $1, true)";
const SET_SESSION = "select set_config('keel.actor', $1, false)";

/**
 * PGlite has one connection that concurrent requests take turns on, so a session setting would
 * leak between them: an audited statement runs in a transaction of its own that sets the actor
 * locally (PGlite's transaction holds its lock throughout), and so does an audited transaction.
 */
export function auditPglite(client: PGlite): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (text: string, params?: unknown[], options?: object) => {
    const actor = actorSetting();
    if (!actor) return query(text, params, options);
    return transaction(async (tx) => {
      await tx.query(SET_LOCAL, [actor]);
      return tx.query(text, params, options);
    });
  }) as PGlite['query'];
  client.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) => {
    const actor = actorSetting();
    return transaction(async (tx) => {
      if (actor) await tx.query(SET_LOCAL, [actor]);
      return callback(tx);
    });
  }) as PGlite['transaction'];
}

const clientActor = new WeakMap<pg.PoolClient, string>();

/**
 * node-postgres: a checked-out connection belongs to one caller until released, so the actor is
 * set on it as a session setting at checkout, only when it differs from what the connection
 * already holds (reads outside audited requests clear it once, then cost nothing).
 */
export function auditPool(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (
    callback?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  async function prepared(client: pg.PoolClient, actor: string) {
    if ((clientActor.get(client) ?? '') === actor) return;
    await client.query(SET_SESSION, [actor]);
    clientActor.set(client, actor);
  }
  pool.connect = ((callback?: ConnectCallback) => {
    const actor = actorSetting();
    // pg-pool's own query() checks out with a callback.
    if (callback) {
      connect((error, client, done) => {
        if (error || !client) return callback(error, client, done);
        prepared(client, actor).then(
          () => callback(undefined, client, done),
          (failure: Error) => {
            done(failure);
            callback(failure, undefined, () => undefined);
          },
        );
      });
      return undefined;
    }
    return (connect() as Promise<pg.PoolClient>).then(async (client) => {
      try {
        await prepared(client, actor);
      } catch (failure) {
        client.release(failure as Error);
        throw failure;
      }
      return client;
    });
  }) as pg.Pool['connect'];
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;
