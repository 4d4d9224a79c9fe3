// The storage-usage bar (issue 20): what the quota counts (every upload of mine, the trash
// included) split into documents, images, media and other. A file manager file is sorted by
// its category (as the file dashboard's radial); other uploads (attachments, avatars) by their
// content type. What uploads in flight have reserved counts as "other" until they are stored.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FILE_USAGE_KINDS, type FileUsage, type FileUsageKind } from '@keel/contracts/files';
import { rawRows } from '../../shared/raw-rows.ts';

export async function fileUsage(
  app: Pick<FastifyInstance, 'db' | 'storage' | 'env'>,
  userId: string,
): Promise<FileUsage> {
  const used = await app.storage.used(userId);
  const [kinds, trash] = await Promise.all([
    app.db.execute(sql`
      select kind, sum(size) as size from (
        select u.size, case
          when f.category = 'image' or (f.id is null and u.type like 'image/%') then 'images'
          when f.category in ('video', 'audio')
            or (f.id is null and (u.type like 'video/%' or u.type like 'audio/%')) then 'media'
          when f.category in ('txt', 'pdf', 'word', 'excel', 'powerpoint')
            or (f.id is null and (u.type like 'text/%' or u.type = 'application/pdf')) then 'documents'
          else 'other' end as kind
        from uploads u left join files f on f.upload_id = u.id
        where u.owner_id = ${userId}::uuid
      ) sized group by kind`),
    app.db.execute(sql`
      select coalesce(sum(size), 0) as size from files
      where owner_id = ${userId}::uuid and deleted_at is not null and not is_folder`),
  ]);
  const sizes = new Map(
    rawRows<{ kind: FileUsageKind; size: string | number }>(kinds).map((row) => [
      row.kind,
      Number(row.size),
    ]),
  );
  const byKind = {} as Record<FileUsageKind, number>;
  let known = 0;
  for (const kind of FILE_USAGE_KINDS) {
    if (kind === 'other') continue;
    byKind[kind] = Math.min(sizes.get(kind) ?? 0, used - known);
    known += byKind[kind];
  }
  byKind.other = Math.max(0, used - known);
  return {
    used,
    quota: app.env.FILES_QUOTA_BYTES,
    maxFileSize: app.env.FILES_MAX_FILE_BYTES,
    byKind,
    trash: Number(rawRows<{ size: string | number }>(trash)[0]?.size ?? 0),
  };
}
