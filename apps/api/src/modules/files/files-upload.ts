// Multi-file upload (pages.md §9): each part is stored as it arrives, under the per-file limit
// and the owner's quota; any failure removes what this request stored, so a 413 leaves nothing.
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileCategory, fileExtension, FileMessages, type FileItem } from '@keel/contracts/files';
import type { User } from '@keel/contracts/user';
import { files } from '@keel/db/schema/files';
import type { UploadRow } from '@keel/db/schema/uploads';
import { badRequest, HttpError, payloadTooLarge } from '../../shared/http-error.ts';
import { toFileItems } from './files-items.ts';
import { isUniqueViolation } from '../../shared/postgres-error.ts';
import { freeName, type FileService } from './files.service.ts';
import { stripBidiControls } from '@keel/contracts/bidi';

const MAX_FILES_PER_REQUEST = 10;
const MAX_NAME_LENGTH = 100;

/** The client's name as a label only: last path segment, at most 100 characters, extension kept. */
function displayName(name: string): string {
  const base = stripBidiControls(name).split(/[\\/]/).pop()?.trim() || 'file';
  if (base.length <= MAX_NAME_LENGTH) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 11 ? base.slice(dot) : '';
  return base.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
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
  const tooLarge = `File is larger than ${Math.round(maxBytes / 1048576)} MB`;
  const { used, quota } = await service.usage(me);
  const stored: UploadRow[] = [];
  let parentField: string | null = null;
  let incoming = 0;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: MAX_FILES_PER_REQUEST, fields: 5 },
    });
    for await (const part of parts as AsyncIterableIterator<
      MultipartFile | MultipartValue<unknown>
    >) {
      if (part.type === 'field') {
        if (part.fieldname === 'parentId' && typeof part.value === 'string')
          parentField = part.value.trim() || null;
        continue;
      }
      if (part.fieldname !== 'files' && part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw payloadTooLarge(tooLarge);
      if (used + incoming + data.length > quota) throw payloadTooLarge(FileMessages.quotaExceeded);
      stored.push(
        await app.storage.save({
          data,
          name: part.filename || 'file',
          ownerId: me.id,
          kind: 'attachment',
          maxBytes,
        }),
      );
      incoming += data.length;
    }
    if (stored.length === 0)
      throw badRequest(FileMessages.filesRequired, { files: FileMessages.filesRequired });
    if (parentField !== null && !/^[0-9a-f-]{36}$/i.test(parentField))
      throw badRequest('Folder not found', { parentId: 'Folder not found' });
    const parentId = await service.ownFolder(me, parentField);
    const taken = await service.namesIn(me.id, parentId);
    const values = stored.map((upload) => {
      const name = freeName(displayName(upload.name), taken);
      taken.add(name.toLowerCase());
      return {
        ownerId: me.id,
        parentId,
        name,
        isFolder: false,
        type: fileExtension(name) || 'file',
        category: fileCategory(name),
        size: upload.size,
        uploadId: upload.id,
      };
    });
    const rows = await app.db.insert(files).values(values).returning();
    return toFileItems(app, rows, me.id, 'owner');
  } catch (error) {
    await app.storage.remove(stored.map((upload) => upload.id));
    if (error instanceof HttpError) throw error;
    if (isUniqueViolation(error)) throw badRequest(FileMessages.duplicateName);
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(tooLarge);
    if (code === 'FST_FILES_LIMIT')
      throw payloadTooLarge(`At most ${MAX_FILES_PER_REQUEST} files at once`);
    throw error;
  }
}
