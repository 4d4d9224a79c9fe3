// The file manager's rules (docs/spec/pages.md#file-manager): listing by scope and folder with filters, folders,
// rename / move / tags, favourites, shares (owner only) with a notification, and delete (to the
// trash with everything inside, files-trash.ts). What is in the trash is out of reach here:
// every read and change below sees live rows only.
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  FILE_LINK_TTL_SECONDS,
  fileCategory,
  fileExtension,
  FileMessages,
  type FileItem,
  type FileListQuerySchema,
  type FilePermission,
} from '@keel/contracts/files';
import type { User } from '@keel/contracts/user';
import { fileFavorites, files, fileShares, fileTags, type FileRow } from '@keel/db/schema/files';
import { users } from '@keel/db/schema/users';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../shared/http-error.ts';
import { isUniqueViolation, postgresErrorCode } from '../../shared/postgres-error.ts';
import { likePattern } from '../../shared/user-slug.ts';
import { accessOf, ancestorIds, sharedWithCondition, type FileAccess } from './files-access.ts';
import { downloadUrl, toFileItems } from './files-items.ts';

// Public to other modules: the files dashboard counts and links files as the file manager does.
export { folderTotals, sharedWithCondition } from './files-access.ts';
export { downloadUrl } from './files-items.ts';

/** The lock folder moves take turns on; the same number as in the files_no_cycle trigger. */
const FOLDER_TREE_LOCK_ID = 7301700017;
const moveIntoItself = () =>
  badRequest(FileMessages.moveIntoItself, { parentId: FileMessages.moveIntoItself });

type ListQuery = z.output<typeof FileListQuerySchema>;

const SORT_COLUMNS = {
  name: sql`lower(${files.name})`,
  size: files.size,
  type: files.type,
  dateModified: files.updatedAt,
  dateCreated: files.createdAt,
};

/** "report.pdf" → "report (1).pdf", until the name is free in that folder. */
export function freeName(name: string, taken: Set<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 1; ; n += 1) {
    const candidate = `${stem} (${n})${extension}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

export function createFileService(
  app: Pick<FastifyInstance, 'db' | 'storage' | 'events' | 'env' | 'notifications'>,
) {
  const { db } = app;
  const { notifications } = app;
  const fileById = db
    .select()
    .from(files)
    .where(eq(files.id, sql.placeholder('id')))
    .prepare('files_by_id');

  /** The row and my access to it, or 404 "File not found". */
  async function reach(me: User, fileId: string): Promise<{ row: FileRow; access: FileAccess }> {
    const [found] = await fileById.execute({ id: fileId });
    const row = found?.deletedAt ? undefined : found;
    const access = row
      ? row.ownerId === me.id
        ? 'owner'
        : await accessOf(db, me.id, fileId)
      : null;
    if (!row || !access) throw notFound('File');
    return { row, access };
  }

  async function item(me: User, fileId: string): Promise<FileItem> {
    const { row, access } = await reach(me, fileId);
    const [result] = await toFileItems(app, [row], me.id, access);
    return result!;
  }

  /** A folder of mine to put things in (null = the root), or 404 "Folder not found". */
  async function ownFolder(me: User, folderId: string | null): Promise<string | null> {
    if (folderId === null) return null;
    const [row] = await fileById.execute({ id: folderId });
    if (!row || row.ownerId !== me.id || !row.isFolder || row.deletedAt) throw notFound('Folder');
    return row.id;
  }

  async function namesIn(ownerId: string, parentId: string | null): Promise<Set<string>> {
    const rows = await db
      .select({ name: files.name })
      .from(files)
      .where(
        and(
          eq(files.ownerId, ownerId),
          parentId ? eq(files.parentId, parentId) : isNull(files.parentId),
          isNull(files.deletedAt),
        ),
      );
    return new Set(rows.map((row) => row.name.toLowerCase()));
  }

  return {
    reach,
    ownFolder,
    namesIn,
    get: item,

    async list(me: User, query: ListQuery) {
      const conditions: SQL[] = [];
      const filtered = Boolean(
        query.q || (query.types && query.types.length > 0) || query.from || query.to,
      );
      if (query.scope === 'trash') {
        // What I deleted, as I deleted it (a folder, not each file inside it).
        conditions.push(
          eq(files.ownerId, me.id),
          isNotNull(files.deletedAt),
          sql`${files.trashRootId} = ${files.id}`,
        );
      } else if (query.parentId) {
        const { row } = await reach(me, query.parentId);
        if (!row.isFolder) throw notFound('Folder');
        conditions.push(eq(files.parentId, row.id), isNull(files.deletedAt));
      } else {
        conditions.push(isNull(files.deletedAt));
        const shared = sharedWithCondition(me.id);
        if (query.scope === 'mine') {
          conditions.push(eq(files.ownerId, me.id));
          if (!filtered) conditions.push(isNull(files.parentId));
        } else if (query.scope === 'shared') {
          conditions.push(
            filtered
              ? shared
              : sql`${files.id} in (select s.file_id from file_shares s where s.user_id = ${me.id})`,
          );
        } else {
          conditions.push(
            sql`${files.id} in (select v.file_id from file_favorites v where v.user_id = ${me.id})`,
            sql`(${files.ownerId} = ${me.id} or ${shared})`,
          );
        }
      }
      if (query.q) conditions.push(ilike(files.name, likePattern(query.q)));
      if (query.types && query.types.length > 0)
        conditions.push(inArray(files.category, query.types));
      if (query.from) conditions.push(gte(files.updatedAt, new Date(query.from)));
      if (query.to) {
        const end = new Date(query.to);
        if (/^\d{4}-\d{2}-\d{2}$/.test(query.to)) end.setUTCDate(end.getUTCDate() + 1);
        else end.setTime(end.getTime() + 1);
        conditions.push(lt(files.updatedAt, end));
      }
      const where = and(...conditions);
      const sort = query.sort ?? { field: 'dateModified', direction: 'desc' };
      // The trash lists the latest deletion first unless asked otherwise.
      const column =
        query.scope === 'trash' && !query.sort ? files.deletedAt : SORT_COLUMNS[sort.field];
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(files)
          .where(where)
          .orderBy(
            desc(files.isFolder),
            sort.direction === 'asc' ? asc(column) : desc(column),
            asc(files.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(files)
          .where(where),
      ]);
      return { files: await toFileItems(app, rows, me.id), total: totals?.total ?? 0 };
    },

    async folders(me: User): Promise<FileItem[]> {
      const rows = await db
        .select()
        .from(files)
        .where(and(eq(files.ownerId, me.id), eq(files.isFolder, true), isNull(files.deletedAt)))
        .orderBy(asc(sql`lower(${files.name})`), asc(files.id))
        .limit(500);
      return toFileItems(app, rows, me.id, 'owner');
    },

    async newFolder(me: User, name: string, parentId: string | null): Promise<FileItem> {
      const parent = await ownFolder(me, parentId);
      try {
        const [row] = await db
          .insert(files)
          .values({
            ownerId: me.id,
            parentId: parent,
            name,
            isFolder: true,
            type: 'folder',
            category: 'folder',
            size: 0,
          })
          .returning();
        const [result] = await toFileItems(app, [row!], me.id, 'owner');
        return result!;
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(FileMessages.duplicateName, { name: FileMessages.duplicateName });
        throw error;
      }
    },

    async update(
      me: User,
      fileId: string,
      changes: { name?: string; tags?: string[]; parentId?: string | null },
    ) {
      const { row, access } = await reach(me, fileId);
      if (access === 'view') throw forbidden();
      if (changes.parentId !== undefined && access !== 'owner') throw forbidden();
      const next: Partial<FileRow> = { updatedAt: new Date() };
      if (changes.name !== undefined && changes.name !== row.name) {
        next.name = changes.name;
        if (!row.isFolder) {
          next.type = fileExtension(changes.name) || 'file';
          next.category = fileCategory(changes.name);
        }
      }
      const moving = changes.parentId !== undefined && changes.parentId !== row.parentId;
      if (moving) next.parentId = await ownFolder(me, changes.parentId ?? null);
      try {
        await db.transaction(async (tx) => {
          if (moving && next.parentId) {
            // Checked inside the lock every move takes (the files_no_cycle trigger takes it too),
            // so two crossing moves (A into B, B into A) take turns and the second one sees the first.
            await tx.execute(sql`select pg_advisory_xact_lock(${FOLDER_TREE_LOCK_ID})`);
            if ((await ancestorIds(tx, next.parentId)).includes(row.id)) throw moveIntoItself();
          }
          await tx.update(files).set(next).where(eq(files.id, row.id));
          if (changes.tags) {
            // The first spelling of a tag wins ("Work", "work" → "Work").
            const seen = new Set<string>();
            const unique = changes.tags.filter(
              (tag) => !seen.has(tag.toLowerCase()) && Boolean(seen.add(tag.toLowerCase())),
            );
            await tx.delete(fileTags).where(eq(fileTags.fileId, row.id));
            if (unique.length > 0)
              await tx.insert(fileTags).values(unique.map((tag) => ({ fileId: row.id, tag })));
          }
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(FileMessages.duplicateName, { name: FileMessages.duplicateName });
        if (postgresErrorCode(error) === '23514') throw moveIntoItself();
        throw error;
      }
      return item(me, row.id);
    },

    async favorite(me: User, fileId: string, isFavorited: boolean): Promise<FileItem> {
      const { row } = await reach(me, fileId);
      if (isFavorited) {
        await db
          .insert(fileFavorites)
          .values({ fileId: row.id, userId: me.id })
          .onConflictDoNothing();
      } else {
        await db
          .delete(fileFavorites)
          .where(and(eq(fileFavorites.fileId, row.id), eq(fileFavorites.userId, me.id)));
      }
      return item(me, row.id);
    },

    /** Owner only: adds or re-permissions people by e-mail and notifies the new ones. */
    async share(
      me: User,
      fileId: string,
      emails: string[],
      permission: FilePermission,
    ): Promise<FileItem> {
      const { row, access } = await reach(me, fileId);
      if (access !== 'owner') throw notFound('File');
      const unique = [...new Set(emails)];
      if (unique.includes(me.email))
        throw badRequest(FileMessages.shareWithSelf, { emails: FileMessages.shareWithSelf });
      const people = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, unique));
      const missing = unique.find((email) => !people.some((person) => person.email === email));
      if (missing)
        throw badRequest(FileMessages.noSuchUser(missing), {
          emails: FileMessages.noSuchUser(missing),
        });
      const existing = await db
        .select({ userId: fileShares.userId })
        .from(fileShares)
        .where(
          and(
            eq(fileShares.fileId, row.id),
            inArray(
              fileShares.userId,
              people.map((person) => person.id),
            ),
          ),
        );
      const already = new Set(existing.map((share) => share.userId));
      await db
        .insert(fileShares)
        .values(people.map((person) => ({ fileId: row.id, userId: person.id, permission })))
        .onConflictDoUpdate({
          target: [fileShares.fileId, fileShares.userId],
          set: { permission },
        });
      for (const person of people.filter((candidate) => !already.has(candidate.id))) {
        await notifications.notify(person.id, {
          type: 'file_shared',
          title: `${me.displayName} shared ${row.isFolder ? 'a folder' : 'a file'} with you`,
          description: row.name,
          avatarUrl: me.photoURL,
          link: '/dashboard/files-manager?scope=shared',
        });
      }
      return item(me, row.id);
    },

    async updateShare(
      me: User,
      fileId: string,
      userId: string,
      permission: FilePermission,
    ): Promise<FileItem> {
      const { row, access } = await reach(me, fileId);
      if (access !== 'owner') throw notFound('File');
      const updated = await db
        .update(fileShares)
        .set({ permission })
        .where(and(eq(fileShares.fileId, row.id), eq(fileShares.userId, userId)))
        .returning();
      if (updated.length === 0) throw notFound('Share');
      return item(me, row.id);
    },

    async removeShare(me: User, fileId: string, userId: string): Promise<FileItem> {
      const { row, access } = await reach(me, fileId);
      if (access !== 'owner') throw notFound('File');
      const removed = await db
        .delete(fileShares)
        .where(and(eq(fileShares.fileId, row.id), eq(fileShares.userId, userId)))
        .returning();
      if (removed.length === 0) throw notFound('Share');
      return item(me, row.id);
    },

    async link(me: User, fileId: string): Promise<string> {
      const { row } = await reach(me, fileId);
      if (row.isFolder || !row.uploadId) throw badRequest(FileMessages.folderNoDownload);
      return downloadUrl(app, row.id, row.uploadId, FILE_LINK_TTL_SECONDS);
    },

    /** For the signed download: the row, if the link's signature holds. */
    async signedRow(
      fileId: string,
      expires: number | undefined,
      signature: string | undefined,
    ): Promise<FileRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(fileId)) return undefined;
      const [row] = await fileById.execute({ id: fileId });
      if (!row?.uploadId || !app.storage.verify(row.uploadId, expires, signature)) return undefined;
      return row;
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
