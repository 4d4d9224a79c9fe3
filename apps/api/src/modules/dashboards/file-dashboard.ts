// /dashboard/file: the signed-in user's own file manager (docs/spec/pages.md#file-manager) at a glance — counts,
// quota, storage by kind, files added per period, top-level folders and the latest files.
import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FileDashboard, Period } from '@keel/contracts/dashboards';
import { FILE_URL_TTL_SECONDS } from '@keel/contracts/files';
import { fileFavorites, files, fileShares } from '@keel/db/schema/files';
import { downloadUrl, folderTotals, sharedWithCondition } from '../files/files.service.ts';
import { periodBuckets, sumPerBucketBy } from './dashboard-buckets.ts';

/** The storage radial's four kinds, from the file manager's categories. */
export const STORAGE_KINDS = ['Images', 'Media', 'Documents', 'Other'] as const;
const kindOf = sql<string>`case
  when ${files.category} = 'image' then 'Images'
  when ${files.category} in ('video', 'audio') then 'Media'
  when ${files.category} in ('txt', 'pdf', 'word', 'excel', 'powerpoint') then 'Documents'
  else 'Other' end`;

export async function buildFileDashboard(
  app: Pick<FastifyInstance, 'db' | 'storage' | 'env'>,
  userId: string,
  period: Period,
  now = new Date(),
): Promise<FileDashboard> {
  const { db } = app;
  // What is in the trash is not "my files"; its bytes still count in the quota bar.
  const myFiles: SQL = and(
    eq(files.ownerId, userId),
    eq(files.isFolder, false),
    isNull(files.deletedAt),
  )!;
  const buckets = periodBuckets(period, now);
  const [[totals], byKind, activity, recent, folderRows, [shared], [favorites], used] =
    await Promise.all([
      db.select({ files: count() }).from(files).where(myFiles),
      db
        .select({ label: kindOf, size: sql<string>`sum(${files.size})`, count: count() })
        .from(files)
        .where(myFiles)
        .groupBy(kindOf),
      sumPerBucketBy(db, { table: files, date: files.createdAt, where: myFiles }, buckets, kindOf),
      db
        .select()
        .from(files)
        .where(myFiles)
        .orderBy(desc(files.updatedAt), desc(files.id))
        .limit(5),
      db
        .select({ id: files.id, name: files.name })
        .from(files)
        .where(
          and(
            eq(files.ownerId, userId),
            eq(files.isFolder, true),
            isNull(files.parentId),
            isNull(files.deletedAt),
          ),
        )
        .orderBy(desc(files.updatedAt), desc(files.id))
        .limit(4),
      db
        .select({ value: count() })
        .from(fileShares)
        .innerJoin(files, eq(files.id, fileShares.fileId))
        .where(and(eq(fileShares.userId, userId), isNull(files.deletedAt))),
      // As the file manager's Favourites tab: only what I still own or can reach through a share.
      db
        .select({ value: count() })
        .from(fileFavorites)
        .innerJoin(files, eq(files.id, fileFavorites.fileId))
        .where(
          and(
            eq(fileFavorites.userId, userId),
            isNull(files.deletedAt),
            or(eq(files.ownerId, userId), sharedWithCondition(userId)),
          ),
        ),
      // The quota bar shows what the quota counts (the file manager's usage bar): every upload,
      // the trash included.
      app.storage.used(userId),
    ]);
  const folderSizes = await folderTotals(
    db,
    folderRows.map((row) => row.id),
  );
  const kinds = new Map(byKind.map((row) => [row.label, row]));
  return {
    myFiles: totals?.files ?? 0,
    sharedWithMe: shared?.value ?? 0,
    favorites: favorites?.value ?? 0,
    quota: { used, total: app.env.FILES_QUOTA_BYTES },
    storage: STORAGE_KINDS.map((label) => ({
      label,
      size: Number(kinds.get(label)?.size ?? 0),
      count: kinds.get(label)?.count ?? 0,
    })),
    dataActivity: {
      period,
      categories: buckets.map((bucket) => bucket.label),
      series: STORAGE_KINDS.map((name) => ({
        name,
        data: activity.get(name) ?? buckets.map(() => 0),
      })),
    },
    folders: folderRows.map((row) => ({
      id: row.id,
      name: row.name,
      totalFiles: folderSizes.get(row.id)?.totalFiles ?? 0,
      size: folderSizes.get(row.id)?.size ?? 0,
    })),
    recentFiles: recent.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      size: row.size,
      url: row.uploadId ? downloadUrl(app, row.id, row.uploadId, FILE_URL_TTL_SECONDS) : '',
      dateModified: row.updatedAt.toISOString(),
    })),
  } satisfies FileDashboard;
}
