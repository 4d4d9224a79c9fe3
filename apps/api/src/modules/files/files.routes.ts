// The file manager's calls (pages.md §9). Downloads go through signed links (no header);
// everything else needs the signed-in user and their access to the file.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyResponseSchema, ErrorResponseSchema } from '@keel/contracts/common';
import {
  FileDeleteBodySchema,
  FileDownloadQuerySchema,
  FileFavoriteBodySchema,
  FileIdQuerySchema,
  FileLinkResponseSchema,
  FileListQuerySchema,
  FileListResponseSchema,
  FileResponseSchema,
  FileShareBodySchema,
  FileShareRemoveBodySchema,
  FileShareUpdateBodySchema,
  FilesResponseSchema,
  FileUpdateBodySchema,
  FileUsageResponseSchema,
  FolderNewBodySchema,
  FoldersResponseSchema,
} from '@keel/contracts/files';
import { multipartPlugin } from '../../plugins/multipart.ts';
import { notFound } from '../../shared/http-error.ts';
import { uploadFiles } from './files-upload.ts';
import { createFileService } from './files.service.ts';

// Shown in the browser (details drawer preview); anything else is always a download.
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
]);

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createFileService(app);
  const errors = {
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    413: ErrorResponseSchema,
  };
  const tags = ['files'];

  app.get(
    '/api/files',
    {
      config: { permission: 'files.use' },
      schema: {
        tags,
        summary: 'Files and folders, paged and filtered',
        querystring: FileListQuerySchema,
        response: { 200: FileListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(request.user, request.query),
  );

  app.get(
    '/api/files/file',
    {
      config: { permission: 'files.use' },
      schema: {
        tags,
        summary: 'One file or folder I can see (breadcrumbs, details)',
        querystring: FileIdQuerySchema,
        response: { 200: FileResponseSchema, ...errors },
      },
    },
    async (request) => ({ file: await service.get(request.user, request.query.fileId) }),
  );

  app.get(
    '/api/files/folders',
    {
      config: { permission: 'files.use' },
      schema: {
        tags,
        summary: 'All my folders (folder pickers)',
        response: { 200: FoldersResponseSchema, ...errors },
      },
    },
    async (request) => ({ folders: await service.folders(request.user) }),
  );

  app.get(
    '/api/files/usage',
    {
      config: { permission: 'files.use' },
      schema: {
        tags,
        summary: 'My storage used, quota and file size limit',
        response: { 200: FileUsageResponseSchema, ...errors },
      },
    },
    async (request) => ({ usage: await service.usage(request.user) }),
  );

  // The upload alone reads multipart bodies (plugins/multipart.ts).
  const withMultipart: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipartPlugin);
    scope.post(
      '/api/files/upload',
      {
        config: { permission: 'files.use' },
        schema: {
          tags,
          summary: 'Upload files (multipart: repeated `files`, optional `parentId`)',
          response: { 200: FilesResponseSchema, ...errors },
        },
      },
      async (request) => ({ files: await uploadFiles(app, service, request, request.user) }),
    );
  };
  await app.register(withMultipart);

  app.get(
    '/api/files/download',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Download through a signed link',
        querystring: FileDownloadQuerySchema,
        response: { 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { fileId, expires, signature, inline } = request.query;
      const row = await service.signedRow(fileId, expires, signature);
      const upload = row?.uploadId ? await app.storage.find(row.uploadId) : undefined;
      const stream = upload ? app.storage.open(upload) : undefined;
      if (!row || !upload || !stream) throw notFound('File');
      const disposition = inline && INLINE_TYPES.has(upload.type) ? 'inline' : 'attachment';
      return reply
        .header('content-type', upload.type)
        .header('content-length', upload.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
        )
        .send(stream as never); // a file stream, not a JSON body: the 404 schema types only the error
    },
  );

  app.get(
    '/api/files/link',
    {
      config: { permission: 'files.use' },
      schema: {
        tags,
        summary: 'A download link valid 7 days',
        querystring: FileIdQuerySchema,
        response: { 200: FileLinkResponseSchema, ...errors },
      },
    },
    async (request) => ({ url: await service.link(request.user, request.query.fileId) }),
  );

  app.post(
    '/api/files/folders/new',
    {
      config: { permission: 'files.use' },
      schema: {
        tags,
        summary: 'Create a folder',
        body: FolderNewBodySchema,
        response: { 200: FileResponseSchema, ...errors },
      },
    },
    async (request) => ({
      file: await service.newFolder(request.user, request.body.name, request.body.parentId),
    }),
  );

  app.post(
    '/api/files/update',
    {
      config: { permission: 'files.use' },
      schema: {
        tags,
        summary: 'Rename, tag or move',
        body: FileUpdateBodySchema,
        response: { 200: FileResponseSchema, ...errors },
      },
    },
    async (request) => ({
      file: await service.update(request.user, request.body.fileId, request.body.file),
    }),
  );

  app.post(
    '/api/files/favorite',
    {
      config: { permission: 'files.use' },
      schema: {
        tags,
        summary: 'Star or unstar',
        body: FileFavoriteBodySchema,
        response: { 200: FileResponseSchema, ...errors },
      },
    },
    async (request) => ({
      file: await service.favorite(request.user, request.body.fileId, request.body.isFavorited),
    }),
  );

  app.post(
    '/api/files/share',
    {
      config: { permission: 'files.use' },
      schema: {
        tags,
        summary: 'Share with Keel users by e-mail (owner)',
        body: FileShareBodySchema,
        response: { 200: FileResponseSchema, ...errors },
      },
    },
    async (request) => ({
      file: await service.share(
        request.user,
        request.body.fileId,
        request.body.emails,
        request.body.permission,
      ),
    }),
  );

  app.post(
    '/api/files/share/update',
    {
      config: { permission: 'files.use' },
      schema: {
        tags,
        summary: "Change someone's permission (owner)",
        body: FileShareUpdateBodySchema,
        response: { 200: FileResponseSchema, ...errors },
      },
    },
    async (request) => ({
      file: await service.updateShare(
        request.user,
        request.body.fileId,
        request.body.userId,
        request.body.permission,
      ),
    }),
  );

  app.post(
    '/api/files/share/remove',
    {
      config: { permission: 'files.use' },
      schema: {
        tags,
        summary: 'Stop sharing with someone (owner)',
        body: FileShareRemoveBodySchema,
        response: { 200: FileResponseSchema, ...errors },
      },
    },
    async (request) => ({
      file: await service.removeShare(request.user, request.body.fileId, request.body.userId),
    }),
  );

  app.post(
    '/api/files/delete',
    {
      config: { permission: 'files.use' },
      schema: {
        tags,
        summary: 'Delete files and folders with their contents (owner)',
        body: FileDeleteBodySchema,
        response: { 200: EmptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.user, request.body.fileIds);
      return {};
    },
  );
};
