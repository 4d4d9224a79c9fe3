// The file manager's trash (issue 20): deleting moves an item and everything inside it to the
// trash, where it stays FILE_TRASH_DAYS days; restore puts it back, "Delete forever" and "Empty
// trash" free its bytes. Until then the bytes still count against the quota (their upload rows
// stay). Every change to one owner's trash takes that owner's transaction lock, so a restore,
// an empty and the purge job (on any API process) take turns and the bytes are freed once.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@keel/db/client';
import { FILE_TRASH_DAYS } from '@keel/contracts/files';
import type { User } from '@keel/contracts/user';
import { notFound } from '../../shared/http-error.ts';
import { isUniqueViolation } from '../../shared/postgres-error.ts';
import { rawRows } from '../../shared/raw-rows.ts';
import { freeName } from './files.service.ts';

type App = Pick<FastifyInstance, 'db' | 'storage'>;

const DAY_MS = 86_400_000;
/** Restores that lose a name race with an upload pick a free name again, this many times. */
const NAME_ATTEMPTS = 5;

const notInTrash = () => notFound('File');

/** Serialises trash changes of one owner (across processes: a PostgreSQL transaction lock). */
async function lockTrashOf(tx: Database, ownerId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`files-trash:${ownerId}`}, 0))`,
  );
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Deletes the trash items `rootIds` of `ownerId` with everything below them, in `tx`, and frees
 * their uploads there; answers the hashes whose bytes may go once `tx` committed.
 */
async function deleteTrashTrees(
  app: App,
  tx: Database,
  ownerId: string,
  rootIds: string[],
): Promise<{ hashes: string[]; freed: number }> {
  if (rootIds.length === 0) return { hashes: [], freed: 0 };
  // Everything below a trashed folder is in the trash too (moves and uploads into a trashed
  // folder are refused), so the whole tree goes; its rows are deleted explicitly, not by the
  // cascade, so that RETURNING names every upload to free.
  const removed = rawRows<{ upload_id: string | null; size: string | number; is_folder: boolean }>(
    await tx.execute(sql`
      with recursive tree(id) as (
        select id from files
        where id in (${idList(rootIds)}) and owner_id = ${ownerId}::uuid and deleted_at is not null
        union
        select f.id from files f join tree t on f.parent_id = t.id
      )
      delete from files where id in (select id from tree)
      returning upload_id, size, is_folder`),
  );
  const uploadIds = removed.flatMap((row) => (row.upload_id ? [row.upload_id] : []));
  const freed = removed.reduce((sum, row) => sum + (row.is_folder ? 0 : Number(row.size)), 0);
  return { hashes: await app.storage.forget(tx, uploadIds), freed };
}

export function createTrashService(app: App) {
  const { db } = app;

  /** My trash items (what I deleted, not what was inside it) among `ids`; 404 unless all are. */
  async function trashRoots(tx: Database, me: User, ids: string[]) {
    const rows = rawRows<{ id: string; parent_id: string | null; name: string }>(
      await tx.execute(sql`
        select id, parent_id, name from files
        where id in (${idList(ids)}) and owner_id = ${me.id}::uuid
          and deleted_at is not null and trash_root_id = id`),
    );
    if (rows.length !== ids.length) throw notInTrash();
    return rows;
  }

  return {
    /** Owner only, all or nothing; a folder takes what is inside it along. */
    async trash(me: User, fileIds: string[]): Promise<void> {
      const ids = [...new Set(fileIds)];
      await db.transaction(async (tx) => {
        await lockTrashOf(tx, me.id);
        const tree = rawRows<{ root: string; id: string }>(
          await tx.execute(sql`
            with recursive tree(root, id) as (
              select id, id from files
              where id in (${idList(ids)}) and owner_id = ${me.id}::uuid and deleted_at is null
              union
              select t.root, f.id from files f join tree t on f.parent_id = t.id
              where f.deleted_at is null
            ) select root::text, id::text from tree`),
        );
        const roots = new Set(tree.filter((row) => row.root === row.id).map((row) => row.id));
        if (roots.size !== ids.length) throw notFound('File');
        // A chosen item inside another chosen folder belongs to the folder's trash item.
        const rootOf = new Map<string, string>();
        for (const row of tree)
          if (row.root !== row.id || !rootOf.has(row.id)) rootOf.set(row.id, row.root);
        const byRoot = new Map<string, string[]>();
        for (const [id, root] of rootOf) byRoot.set(root, [...(byRoot.get(root) ?? []), id]);
        for (const [root, members] of byRoot) {
          await tx.execute(sql`
            update files set deleted_at = now(), trash_root_id = ${root}::uuid
            where id in (${idList(members)})`);
        }
      });
    },

    /**
     * Puts trash items back where they were, under a free name if theirs was taken meanwhile;
     * an item whose folder is itself in the trash (or gone) comes back at the root.
     */
    async restore(me: User, fileIds: string[]): Promise<void> {
      const ids = [...new Set(fileIds)];
      for (let attempt = 1; ; attempt += 1) {
        try {
          await db.transaction(async (tx) => {
            await lockTrashOf(tx, me.id);
            for (const row of await trashRoots(tx, me, ids)) {
              const [parent] = row.parent_id
                ? rawRows<{ live: boolean }>(
                    await tx.execute(
                      sql`select deleted_at is null as live from files where id = ${row.parent_id}::uuid`,
                    ),
                  )
                : [];
              const parentId = parent?.live ? row.parent_id : null;
              const taken = new Set(
                rawRows<{ name: string }>(
                  await tx.execute(sql`
                    select lower(name) as name from files
                    where owner_id = ${me.id}::uuid and deleted_at is null
                      and parent_id is not distinct from ${parentId}::uuid`),
                ).map((sibling) => sibling.name),
              );
              await tx.execute(sql`
                update files set parent_id = ${parentId}::uuid, name = ${freeName(row.name, taken)}
                where id = ${row.id}::uuid`);
              await tx.execute(sql`
                update files set deleted_at = null, trash_root_id = null
                where trash_root_id = ${row.id}::uuid`);
            }
          });
          return;
        } catch (error) {
          // An upload took the free name between our read and our write: read the names again.
          if (!isUniqueViolation(error) || attempt === NAME_ATTEMPTS) throw error;
        }
      }
    },

    /** Deletes trash items for good (`fileIds`, or the whole trash); answers the bytes freed. */
    async deleteForever(me: User, fileIds: string[] | 'all'): Promise<number> {
      const { hashes, freed } = await db.transaction(async (tx) => {
        await lockTrashOf(tx, me.id);
        const roots =
          fileIds === 'all'
            ? rawRows<{ id: string }>(
                await tx.execute(sql`
                  select id::text from files
                  where owner_id = ${me.id}::uuid and deleted_at is not null and trash_root_id = id`),
              )
            : await trashRoots(tx, me, [...new Set(fileIds)]);
        return deleteTrashTrees(
          app,
          tx,
          me.id,
          roots.map((row) => row.id),
        );
      });
      await app.storage.dropUnused(hashes);
      return freed;
    },
  };
}

/**
 * Deletes for good what has been in the trash longer than FILE_TRASH_DAYS, owner by owner.
 * Safe on several API processes at once: each owner's purge holds that owner's lock and only
 * deletes (and frees) rows still there. Answers the bytes freed.
 */
export async function purgeExpiredTrash(app: App, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - FILE_TRASH_DAYS * DAY_MS);
  const owners = rawRows<{ owner_id: string }>(
    await app.db.execute(sql`
      select distinct owner_id::text from files
      where deleted_at is not null and deleted_at < ${cutoff.toISOString()}::timestamptz
        and trash_root_id = id
      limit 500`),
  );
  let freed = 0;
  for (const { owner_id: ownerId } of owners) {
    const result = await app.db.transaction(async (tx) => {
      await lockTrashOf(tx, ownerId);
      const roots = rawRows<{ id: string }>(
        await tx.execute(sql`
          select id::text from files
          where owner_id = ${ownerId}::uuid and deleted_at is not null
            and deleted_at < ${cutoff.toISOString()}::timestamptz and trash_root_id = id`),
      );
      return deleteTrashTrees(
        app,
        tx,
        ownerId,
        roots.map((row) => row.id),
      );
    });
    await app.storage.dropUnused(result.hashes);
    freed += result.freed;
  }
  return freed;
}
