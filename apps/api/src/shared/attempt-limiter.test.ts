// auth_limits does not grow for ever: rows past every window are pruned, and pruning during a
// burst changes no decision (on PostgreSQL the delete and the upserts really run in parallel).
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits } from '@keel/db/schema/auth';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createAttemptLimiter, MAX_WINDOW_SECONDS } from './attempt-limiter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const keysLeft = async (keys: string[]) =>
  (
    await t.app.db
      .select({ key: authLimits.key })
      .from(authLimits)
      .where(inArray(authLimits.key, keys))
  )
    .map((row) => row.key)
    .sort();

describe('attempt limiter housekeeping', () => {
  it('prunes rows idle past the longest window, keeps live ones and running delays', async () => {
    const old = sql`now() - interval '2 days'`;
    await t.app.db.insert(authLimits).values([
      { key: 'prune:stale', attempts: 9, lastAdmittedAt: old, nextAllowedAt: old },
      // Idle, but a growing delay still runs: kept.
      {
        key: 'prune:delayed',
        attempts: 30,
        lastAdmittedAt: old,
        nextAllowedAt: sql`now() + interval '1 hour'`,
      },
      { key: 'prune:live', attempts: 3 },
    ]);
    const limiter = createAttemptLimiter(t.app.db);
    expect(await limiter.prune()).toBeGreaterThanOrEqual(1);
    expect(await keysLeft(['prune:stale', 'prune:delayed', 'prune:live'])).toEqual([
      'prune:delayed',
      'prune:live',
    ]);
  });

  it('refuses a rule whose window the pruning would cut short', async () => {
    const limiter = createAttemptLimiter(t.app.db);
    await expect(
      limiter.admit('prune:long', { limit: 1, windowSeconds: MAX_WINDOW_SECONDS + 1 }),
    ).rejects.toThrow(/window/);
  });

  it('a burst with prunes running beside it is still held to its limit', async () => {
    const limiter = createAttemptLimiter(t.app.db);
    const old = sql`now() - interval '3 days'`;
    await t.app.db.insert(authLimits).values(
      Array.from({ length: 50 }, (_, index) => ({
        key: `prune:old-${index}`,
        lastAdmittedAt: old,
        nextAllowedAt: old,
      })),
    );
    const rule = { limit: 10, windowSeconds: 900 };
    const decisions = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        index % 10 === 0 ? limiter.prune().then(() => null) : limiter.admit('prune:burst', rule),
      ),
    );
    expect(decisions.filter((admitted) => admitted === true)).toHaveLength(10);
    expect(await keysLeft(['prune:old-0', 'prune:old-49'])).toEqual([]);
  });
});
