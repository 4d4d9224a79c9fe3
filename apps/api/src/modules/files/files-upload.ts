// Multi-file upload (docs/spec/pages.md#file-manager): each part streams into storage as it arrives, under the
// per-file limit and the owner's quota (reserved as the bytes come, plugins/storage.ts); any
// failure removes what this request stored, so a 413 leaves nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileCategory, fileExtension, FileMessages, type FileItem } from '@keel/contracts/files';
import type { User } from '@keel/contracts/user';
import { files } from '@keel/db/schema/files';
import type { UploadRow } from '@keel/db/schema/uploads';
import { badRequest } from '../../shared/http-error.ts';
import { openParts } from '../../storage/multipart-parts.ts';
import { toFileItems } from './files-items.ts';
import { markUploadedInto } from './files-live.ts';
import { isUniqueViolation } from '../../shared/postgres-error.ts';
import { freeName, type FileService } from './files.service.ts';
import { stripBidiControls } from '@keel/contracts/bidi';

const MAX_FILES_PER_REQUEST = 10;
const MAX_NAME_LENGTH = 100;

/** The limit as people read it: "50 MB", "1.5 MB", "64 KB". */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

/** The client's name as a label only: last path segment, at most 100 characters, extension kept. */
function displayName(name: string): string {
  const base = stripBidiControls(name).split(/[\\/]/).pop()?.trim() || 'file';
  if (base.length <= MAX_NAME_LENGTH) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 11 ? base.slice(dot) : '';
  return base.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

// Parallel uploads into one folder can pick the same free name; the unique index refuses the
// later one, which then picks again from the names stored by then.
const NAME_ATTEMPTS = 5;

async function insertWithFreeNames(
  app: Pick<FastifyInstance, 'db'>,
  service: FileService,
  ownerId: string,
  parentId: string | null,
  stored: UploadRow[],
) {
  for (let attempt = 1; ; attempt += 1) {
    const taken = await service.namesIn(ownerId, parentId);
    const values = stored.map((upload) => {
      const name = freeName(displayName(upload.name), taken);
      taken.add(name.toLowerCase());
      return {
        ownerId,
        parentId,
        name,
        isFolder: false,
        type: fileExtension(name) || 'file',
        category: fileCategory(name),
        size: upload.size,
        uploadId: upload.id,
      };
    });
    try {
      return await app.db.insert(files).values(values).returning();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === NAME_ATTEMPTS) throw error;
    }
  }
}

export async function uploadFiles(
  app: Pick<FastifyInstance, 'db' | 'storage' | 'env' | 'log'>,
  service: FileService,
  request: FastifyRequest,
  me: User,
): Promise<FileItem[]> {
  if (!request.isMultipart())
    throw badRequest(FileMessages.filesRequired, { files: FileMessages.filesRequired });
  const maxBytes = app.env.FILES_MAX_FILE_BYTES;
  const tooLarge = `File is larger than ${sizeLabel(maxBytes)}`;
  const releaseSlot = app.storage.acquireSlot(me.id);
  const quota = app.storage.reserve(me.id);
  const parts = openParts(request, { maxBytes, tooLarge, files: MAX_FILES_PER_REQUEST, fields: 5 });
  const stored: UploadRow[] = [];
  let parentField: string | null = null;
  try {
    for (let part = await parts.next(); part; part = await parts.next()) {
      if (part.type === 'field') {
        if (part.fieldname === 'parentId' && typeof part.value === 'string')
          parentField = part.value.trim() || null;
        continue;
      }
      if (part.fieldname !== 'files' && part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      stored.push(
        await app.storage.save({
          source: part.file,
          name: part.filename || 'file',
          ownerId: me.id,
          kind: 'attachment',
          maxBytes,
          tooLarge,
          quota,
        }),
      );
    }
    if (stored.length === 0)
      throw badRequest(FileMessages.filesRequired, { files: FileMessages.filesRequired });
    if (parentField !== null && !/^[0-9a-f-]{36}$/i.test(parentField))
      throw badRequest('Folder not found', { parentId: 'Folder not found' });
    const parentId = await service.ownFolder(me, parentField);
    markUploadedInto(request, parentId);
    const rows = await insertWithFreeNames(app, service, me.id, parentId, stored);
    return toFileItems(app, rows, me.id, 'owner');
  } catch (error) {
    await parts.drain();
    await app.storage.remove(stored.map((upload) => upload.id));
    if (isUniqueViolation(error)) throw badRequest(FileMessages.duplicateName);
    throw error;
  } finally {
    await quota.release();
    releaseSlot();
  }
}
