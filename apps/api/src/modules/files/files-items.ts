// File rows → FileItem: owner, shares, tags, my favourite, folder totals and a signed link,
// loaded for a whole page in a handful of queries.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FILE_URL_TTL_SECONDS, type FileCategory, type FileItem } from '@keel/contracts/files';
import { fileFavorites, fileShares, fileTags, type FileRow } from '@keel/db/schema/files';
import { uploads } from '@keel/db/schema/uploads';
import { users } from '@keel/db/schema/users';
import { accessOf, folderTotals, type FileAccess } from './files-access.ts';

export function downloadUrl(
  app: Pick<FastifyInstance, 'storage'>,
  fileId: string,
  uploadId: string,
  ttlSeconds: number,
): string {
  const { exp, sig } = app.storage.signature(uploadId, ttlSeconds);
  return `/api/files/download?fileId=${fileId}&expires=${exp}&signature=${sig}`;
}

export async function toFileItems(
  app: Pick<FastifyInstance, 'db' | 'storage'>,
  rows: FileRow[],
  meId: string,
  knownAccess?: FileAccess,
): Promise<FileItem[]> {
  if (rows.length === 0) return [];
  const { db } = app;
  const ids = rows.map((row) => row.id);
  const uploadIds = rows.flatMap((row) => (row.uploadId ? [row.uploadId] : []));
  const [owners, shares, tags, favorites, types, totals] = await Promise.all([
    db
      .select({
        id: users.id,
        displayName: users.displayName,
        email: users.email,
        photoURL: users.photoUrl,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.ownerId))])),
    db
      .select({
        fileId: fileShares.fileId,
        permission: fileShares.permission,
        id: users.id,
        displayName: users.displayName,
        email: users.email,
        photoURL: users.photoUrl,
      })
      .from(fileShares)
      .innerJoin(users, eq(users.id, fileShares.userId))
      .where(inArray(fileShares.fileId, ids))
      .orderBy(fileShares.createdAt),
    db
      .select()
      .from(fileTags)
      .where(inArray(fileTags.fileId, ids))
      .orderBy(sql`lower(${fileTags.tag})`, fileTags.tag),
    db
      .select({ fileId: fileFavorites.fileId })
      .from(fileFavorites)
      .where(and(eq(fileFavorites.userId, meId), inArray(fileFavorites.fileId, ids))),
    uploadIds.length > 0
      ? db
          .select({ id: uploads.id, type: uploads.type })
          .from(uploads)
          .where(inArray(uploads.id, uploadIds))
      : Promise.resolve([]),
    folderTotals(
      db,
      rows.filter((row) => row.isFolder).map((row) => row.id),
    ),
  ]);
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  const typeByUpload = new Map(types.map((row) => [row.id, row.type]));
  const favorite = new Set(favorites.map((row) => row.fileId));
  const accessById = new Map<string, FileAccess>();
  for (const row of rows) {
    if (row.ownerId === meId) accessById.set(row.id, 'owner');
    else if (knownAccess) accessById.set(row.id, knownAccess);
    else accessById.set(row.id, (await accessOf(db, meId, row.id)) ?? 'view');
  }
  return rows.map((row) => {
    const owner = ownerById.get(row.ownerId);
    const folder = totals.get(row.id);
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      category: row.category as FileCategory,
      mimeType: row.uploadId ? (typeByUpload.get(row.uploadId) ?? 'application/octet-stream') : '',
      size: row.isFolder ? (folder?.size ?? 0) : row.size,
      url: row.uploadId ? downloadUrl(app, row.id, row.uploadId, FILE_URL_TTL_SECONDS) : null,
      parentId: row.parentId,
      tags: tags.filter((tag) => tag.fileId === row.id).map((tag) => tag.tag),
      isFavorited: favorite.has(row.id),
      owner: owner ?? { id: row.ownerId, displayName: '', email: '', photoURL: null },
      shared: shares
        .filter((share) => share.fileId === row.id)
        .map((share) => ({
          id: share.id,
          displayName: share.displayName,
          email: share.email,
          photoURL: share.photoURL,
          permission: share.permission,
        })),
      access: accessById.get(row.id) ?? 'view',
      dateCreated: row.createdAt.toISOString(),
      dateModified: row.updatedAt.toISOString(),
      ...(row.isFolder && { totalFiles: folder?.totalFiles ?? 0 }),
      deletedAt: row.deletedAt?.toISOString() ?? null,
    } satisfies FileItem;
  });
}
