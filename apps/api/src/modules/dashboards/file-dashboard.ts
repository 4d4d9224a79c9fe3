// /dashboard/file: the signed-in user's own storage — counts, quota, storage by kind, upload
// activity for the chosen period and the latest files. Reads the uploads every feature stores.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { FILE_QUOTA_BYTES, type FileDashboard, type Period } from '@keel/contracts/dashboards';
import type { Database } from '@keel/db/client';
import { uploads, type UploadRow } from '@keel/db/schema/uploads';
import { periodBuckets, sumPerBucket } from './dashboard-buckets.ts';

/** The storage radial's four kinds, by content type. */
export const STORAGE_KINDS = ['Images', 'Media', 'Documents', 'Other'] as const;
const kindOf = sql<string>`case
  when ${uploads.type} like 'image/%' then 'Images'
  when ${uploads.type} like 'video/%' or ${uploads.type} like 'audio/%' then 'Media'
  when ${uploads.type} like 'text/%' or ${uploads.type} = 'application/pdf' or ${uploads.type} like 'application/vnd.%' or ${uploads.type} like 'application/msword%' then 'Documents'
  else 'Other' end`;

export async function buildFileDashboard(
  db: Database,
  userId: string,
  period: Period,
  urlOf: (row: UploadRow) => string,
  now = new Date(),
): Promise<FileDashboard> {
  const mine = eq(uploads.ownerId, userId);
  const buckets = periodBuckets(period, now);
  const ofKind = (kind: string): SQL => and(mine, sql`${kindOf} = ${kind}`)!;
  const [[totals], byKind, activity, recent] = await Promise.all([
    db.select({ files: count(), used: sql<string>`coalesce(sum(${uploads.size}), 0)` }).from(uploads).where(mine),
    db.select({ label: kindOf, size: sql<string>`sum(${uploads.size})`, count: count() }).from(uploads).where(mine).groupBy(kindOf),
    Promise.all(STORAGE_KINDS.map((kind) => sumPerBucket(db, { table: uploads, date: uploads.createdAt, where: ofKind(kind) }, buckets))),
    db.select().from(uploads).where(mine).orderBy(desc(uploads.createdAt), desc(uploads.id)).limit(5),
  ]);
  const kinds = new Map(byKind.map((row) => [row.label, row]));
  return {
    myFiles: totals?.files ?? 0,
    sharedWithMe: 0,
    favorites: 0,
    quota: { used: Number(totals?.used ?? 0), total: FILE_QUOTA_BYTES },
    storage: STORAGE_KINDS.map((label) => ({ label, size: Number(kinds.get(label)?.size ?? 0), count: kinds.get(label)?.count ?? 0 })),
    dataActivity: {
      period,
      categories: buckets.map((bucket) => bucket.label),
      series: STORAGE_KINDS.map((name, index) => ({ name, data: activity[index] ?? [] })),
    },
    folders: [],
    recentFiles: recent.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.name.includes('.') ? row.name.split('.').pop()!.toLowerCase() : row.type,
      size: row.size,
      url: urlOf(row),
      dateModified: row.createdAt.toISOString(),
    })),
  } satisfies FileDashboard;
}
