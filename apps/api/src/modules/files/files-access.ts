// Who may do what with a file: its owner everything; a user it (or a folder above it) was
// shared with may view, or also rename and tag with "edit". Everyone else: 404.
import { sql } from 'drizzle-orm';
import type { Database } from '@keel/db/client';
import { files } from '@keel/db/schema/files';
import { rawRows } from '../../shared/raw-rows.ts';

export type FileAccess = 'owner' | 'edit' | 'view';

// The tree is acyclic (the files_no_cycle trigger, migration 0010_integrity), but recursive
// queries must end even if a loop ever got in: walks that only collect ids use UNION (a row seen
// twice stops the walk); the access chain carries a depth, so it stops at this many levels.
export const MAX_TREE_DEPTH = 1000;

/** Files shared with `userId`, and everything inside shared folders. */
export function sharedWithCondition(userId: string) {
  return sql`${files.id} in (
    with recursive shared_tree(id) as (
      select s.file_id from file_shares s where s.user_id = ${userId}
      union
      select f.id from files f join shared_tree t on f.parent_id = t.id
    ) select id from shared_tree)`;
}

export async function accessOf(
  db: Database,
  userId: string,
  fileId: string,
): Promise<FileAccess | null> {
  const result = await db.execute(sql`
    with recursive chain(id, parent_id, owner_id, depth) as (
      select id, parent_id, owner_id, 0 from files where id = ${fileId}
      union all
      select f.id, f.parent_id, f.owner_id, c.depth + 1 from files f join chain c on f.id = c.parent_id
      where c.depth < ${MAX_TREE_DEPTH}
    )
    select
      (select owner_id from chain where depth = 0) as owner_id,
      (select max(case when s.permission = 'edit' then 2 else 1 end)
         from file_shares s join chain c on c.id = s.file_id where s.user_id = ${userId}) as level`);
  const [row] = rawRows<{ owner_id: string | null; level: number | null }>(result);
  if (!row?.owner_id) return null;
  if (row.owner_id === userId) return 'owner';
  if (row.level === null || row.level === undefined) return null;
  return Number(row.level) >= 2 ? 'edit' : 'view';
}

/** The ids of a folder's ancestors, nearest first (to refuse moving a folder into itself). */
export async function ancestorIds(db: Database, fileId: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive chain(id, parent_id) as (
      select id, parent_id from files where id = ${fileId}
      union
      select f.id, f.parent_id from files f join chain c on f.id = c.parent_id
    ) select id from chain`);
  return rawRows<{ id: string }>(result).map((row) => row.id);
}

/**
 * Size and file count of each folder, at any depth: of a live folder what is live in it, of a
 * folder in the trash what went there with it.
 */
export async function folderTotals(
  db: Database,
  folderIds: string[],
): Promise<Map<string, { size: number; totalFiles: number }>> {
  const totals = new Map<string, { size: number; totalFiles: number }>();
  if (folderIds.length === 0) return totals;
  const result = await db.execute(sql`
    with recursive tree(root, id, bin) as (
      select id, id, trash_root_id from files where id in ${folderIds}
      union
      select t.root, f.id, t.bin from files f join tree t on f.parent_id = t.id
      where f.trash_root_id is not distinct from t.bin
    )
    select t.root,
      coalesce(sum(f.size) filter (where not f.is_folder), 0) as size,
      count(*) filter (where not f.is_folder) as total_files
    from tree t join files f on f.id = t.id group by t.root`);
  for (const row of rawRows<{ root: string; size: string | number; total_files: string | number }>(
    result,
  )) {
    totals.set(row.root, { size: Number(row.size), totalFiles: Number(row.total_files) });
  }
  return totals;
}
