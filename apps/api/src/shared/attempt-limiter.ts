// Attempt limits that hold under parallel requests (issue 22): recording an attempt and deciding
// whether it may be evaluated is ONE upsert statement on the key's row, so PostgreSQL's row lock
// serializes a burst and each request sees the count its predecessors left. Reading the count
// first and inserting the failure afterwards (the old auth_failures way) let a burst of 100 all
// read the same old count. Rows whose window has long passed are deleted now and then
// (`prune`, run opportunistically by `admit` at most every PRUNE_EVERY_MS per database): a
// deleted row and an expired one decide the same, so the delete races with nothing.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@keel/db/client';
import { authLimits } from '@keel/db/schema/auth';
import { tooManyRequests } from './http-error.ts';
import { rawRows } from './raw-rows.ts';

export interface LimitRule {
  /** Attempts admitted per window. */
  limit: number;
  /** The count starts again this long after the last admitted attempt. */
  windowSeconds: number;
  /**
   * Past the limit, admit one attempt after a delay that doubles each time (base, 2×base, …,
   * capped): a per-account ceiling that slows a spread-out attack without a permanent lockout.
   */
  backoff?: { baseSeconds: number; maxSeconds: number };
}

/** No rule's window is longer, so a row idle this long (and past its delay) is spent. */
export const MAX_WINDOW_SECONDS = 24 * 60 * 60;
const PRUNE_EVERY_MS = 10 * 60_000;
const lastPruneAt = new WeakMap<Database, number>();

export interface AttemptLimiter {
  /** Records an attempt and answers whether it may be evaluated. */
  admit(key: string, rule: LimitRule): Promise<boolean>;
  /** Records an attempt on every key; throws 429 (recording on all of them) when any refuses. */
  admitAll(entries: [key: string, rule: LimitRule][]): Promise<void>;
  /** Forgets a key (a success ends the lockout it protected). */
  reset(...keys: string[]): Promise<void>;
  /** Gives back one attempt (a success should not use up a shared per-address budget). */
  refund(key: string): Promise<void>;
  /** Deletes the rows no rule can still count (idle past the longest window and any delay). */
  prune(): Promise<number>;
}

export function createAttemptLimiter(db: Database): AttemptLimiter {
  async function prune(): Promise<number> {
    const deleted = await db
      .delete(authLimits)
      .where(
        and(
          lt(
            authLimits.lastAdmittedAt,
            sql`now() - make_interval(secs => ${MAX_WINDOW_SECONDS}::double precision)`,
          ),
          lt(authLimits.nextAllowedAt, sql`now()`),
        ),
      )
      .returning({ key: authLimits.key });
    return deleted.length;
  }

  // Awaited by the admit that triggers it (one admit in ten minutes pays a small delete): a
  // prune left running on its own could still be querying when the database closes.
  async function pruneNowAndThen() {
    const now = Date.now();
    if (now - (lastPruneAt.get(db) ?? 0) < PRUNE_EVERY_MS) return;
    lastPruneAt.set(db, now);
    // Housekeeping only: a failure (a timeout) is tried again later.
    await prune().catch(() => lastPruneAt.delete(db));
  }

  async function admit(key: string, rule: LimitRule): Promise<boolean> {
    if (rule.windowSeconds > MAX_WINDOW_SECONDS)
      throw new Error(`attempt window over ${MAX_WINDOW_SECONDS} s: ${key}`);
    await pruneNowAndThen();
    const window = sql`make_interval(secs => ${rule.windowSeconds}::double precision)`;
    const backoff = rule.backoff !== undefined;
    const base = rule.backoff?.baseSeconds ?? 0;
    const max = rule.backoff?.maxSeconds ?? 0;
    // In ON CONFLICT DO UPDATE every `l.` column is the row before this attempt.
    const expired = sql`(l.last_admitted_at + ${window} <= now() and l.next_allowed_at <= now())`;
    const admitted = sql`(${expired} or l.attempts < ${rule.limit}::int or (${backoff}::boolean and l.next_allowed_at <= now()))`;
    const result = await db.execute(sql`
      insert into auth_limits as l (key, attempts, admitted, last_admitted_at, next_allowed_at)
      values (${key}, 1, true, now(), now())
      on conflict (key) do update set
        admitted = ${admitted},
        attempts = case when ${expired} then 1 when ${admitted} then l.attempts + 1 else l.attempts end,
        last_admitted_at = case when ${admitted} then now() else l.last_admitted_at end,
        next_allowed_at = case
          when ${expired} then now()
          when ${admitted} and ${backoff}::boolean and l.attempts + 1 >= ${rule.limit}::int
            then now() + make_interval(secs => least(${base}::double precision * power(2, l.attempts + 1 - ${rule.limit}::int), ${max}::double precision))
          else l.next_allowed_at end
      returning admitted`);
    return rawRows<{ admitted: boolean }>(result)[0]?.admitted ?? false;
  }

  return {
    admit,
    async admitAll(entries) {
      const decisions = await Promise.all(entries.map(([key, rule]) => admit(key, rule)));
      if (decisions.includes(false)) throw tooManyRequests();
    },
    async reset(...keys) {
      for (const key of keys) await db.delete(authLimits).where(eq(authLimits.key, key));
    },
    async refund(key) {
      await db
        .update(authLimits)
        .set({ attempts: sql`greatest(${authLimits.attempts} - 1, 0)` })
        .where(eq(authLimits.key, key));
    },
    prune,
  };
}
