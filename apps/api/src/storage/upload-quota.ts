// Each user's storage quota (FILES_QUOTA_BYTES) counts every upload: file manager files,
// attachments, images, avatars and covers. An upload reserves space before its bytes are kept,
// in steps, with one conditional UPDATE each (`used + n <= quota`): PostgreSQL applies them one
// at a time per row, so parallel uploads can never pass the quota together.
import { sql } from 'drizzle-orm';
import type { Database } from '@keel/db/client';
import { FileMessages } from '@keel/contracts/files';
import { payloadTooLarge } from '../shared/http-error.ts';
import { rawRows } from '../shared/raw-rows.ts';

/** Reserved ahead in this step, so a 45 MB upload costs about a dozen UPDATEs, not 700. */
export const RESERVE_STEP_BYTES = 4 * 1024 * 1024;

export interface QuotaReservation {
  /** Makes sure the upload in progress (`bytes` so far) is reserved on top of what was kept; else 413 "Storage quota exceeded". */
  cover(bytes: number): Promise<void>;
  /** `bytes` of the reservation now belong to a stored upload row (they stay counted). */
  keep(bytes: number): void;
  /** Gives back what was reserved and not kept; call once, whatever happened. */
  release(): Promise<void>;
}

/** Creates the user's row from their uploads when it is missing (older data, seeded uploads). */
async function ensureRow(db: Database, userId: string) {
  await db.execute(sql`
    insert into user_storage (user_id, used_bytes)
    select ${userId}::uuid, coalesce(sum(size), 0) from uploads where owner_id = ${userId}::uuid
    on conflict (user_id) do nothing`);
}

export async function storageUsed(db: Database, userId: string): Promise<number> {
  await ensureRow(db, userId);
  const [row] = rawRows<{ used: string | number }>(
    await db.execute(
      sql`select used_bytes as used from user_storage where user_id = ${userId}::uuid`,
    ),
  );
  return Number(row?.used ?? 0);
}

/** Frees the bytes of deleted uploads, per owner. */
export async function releaseStorage(db: Database, bytesByOwner: Map<string, number>) {
  for (const [userId, bytes] of bytesByOwner) {
    if (bytes <= 0) continue;
    await db.execute(sql`
      update user_storage set used_bytes = greatest(0, used_bytes - ${bytes})
      where user_id = ${userId}::uuid`);
  }
}

export function reserveQuota(
  db: Database,
  userId: string,
  quota: number,
  maxBytesPerStep = RESERVE_STEP_BYTES,
): QuotaReservation {
  let reserved = 0;
  let kept = 0;
  let ready: Promise<void> | undefined;

  async function tryReserve(bytes: number): Promise<boolean> {
    const rows = rawRows(
      await db.execute(sql`
        update user_storage set used_bytes = used_bytes + ${bytes}
        where user_id = ${userId}::uuid and used_bytes + ${bytes} <= ${quota}
        returning used_bytes`),
    );
    if (rows.length === 0) return false;
    reserved += bytes;
    return true;
  }

  // cover() and release() take turns: a release while an UPDATE is in flight (the client went
  // away mid-upload) must count that UPDATE's bytes, or they would stay reserved for good.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const next = turn.then(task);
    turn = next.catch(() => undefined);
    return next;
  };
  let released = false;

  return {
    cover: (bytes) =>
      inTurn(async () => {
        if (released) throw new Error('quota reservation already released');
        const missing = kept + bytes - reserved;
        if (missing <= 0) return;
        ready ??= ensureRow(db, userId);
        await ready;
        // A full step first; near the quota, exactly what is missing (no refusal that would fit).
        if (missing < maxBytesPerStep && (await tryReserve(maxBytesPerStep))) return;
        if (!(await tryReserve(missing))) throw payloadTooLarge(FileMessages.quotaExceeded);
      }),
    keep(bytes) {
      kept += bytes;
    },
    release: () =>
      inTurn(async () => {
        released = true;
        const unused = reserved - kept;
        reserved = kept;
        if (unused > 0) await releaseStorage(db, new Map([[userId, unused]]));
      }),
  };
}
