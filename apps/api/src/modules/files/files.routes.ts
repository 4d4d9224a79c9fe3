// What each file-manager route does; paths, schemas and access are in
// packages/contracts/src/files.routes.ts. Downloads go through signed links (no header);
// everything else needs the signed-in user and their access to the file.
import type { FastifyPluginAsync } from 'fastify';
import { fileRoutes as table } from '@keel/contracts/files.routes';
import { multipartPlugin } from '../../plugins/multipart.ts';
import { notFound } from '../../shared/http-error.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { registerFilesLive } from './files-live.ts';
import { createTrashService } from './files-trash.ts';
import { registerTrashPurge } from './files-trash-purge.ts';
import { uploadFiles } from './files-upload.ts';
import { fileUsage } from './files-usage.ts';
import { createFileService } from './files.service.ts';

// Shown in the browser (details drawer preview); anything else is always a download.
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
]);

export const fileRoutes: FastifyPluginAsync = async (app) => {
  const service = createFileService(app);
  const trash = createTrashService(app);
  registerFilesLive(app);
  registerTrashPurge(app);
  const { upload, ...json } = table.routes;

  // The upload alone reads multipart bodies (plugins/multipart.ts).
  await app.register(async (scope) => {
    await scope.register(multipartPlugin);
    registerRoutes(
      scope,
      { feature: table.feature, routes: { upload } },
      {
        upload: async (request) => ({
          files: await uploadFiles(app, service, request, request.user),
        }),
      },
    );
  });

  registerRoutes(
    app,
    { feature: table.feature, routes: json },
    {
      list: (request) => service.list(request.user, request.query),
      get: async (request) => ({ file: await service.get(request.user, request.query.fileId) }),
      folders: async (request) => ({ folders: await service.folders(request.user) }),
      usage: async (request) => ({ usage: await fileUsage(app, request.user.id) }),
      download: async (request, reply) => {
        const { fileId, expires, signature, inline } = request.query;
        const row = await service.signedRow(fileId, expires, signature);
        const stored = row?.uploadId ? await app.storage.find(row.uploadId) : undefined;
        const stream = stored ? await app.storage.open(stored) : undefined;
        if (!row || !stored || !stream) throw notFound('File');
        const disposition = inline && INLINE_TYPES.has(stored.type) ? 'inline' : 'attachment';
        return reply
          .header('content-type', stored.type)
          .header('content-length', stored.size)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=300')
          .header(
            'content-disposition',
            `${disposition}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
          )
          .send(stream);
      },
      link: async (request) => ({ url: await service.link(request.user, request.query.fileId) }),
      newFolder: async (request) => ({
        file: await service.newFolder(request.user, request.body.name, request.body.parentId),
      }),
      update: async (request) => ({
        file: await service.update(request.user, request.body.fileId, request.body.file),
      }),
      favorite: async (request) => ({
        file: await service.favorite(request.user, request.body.fileId, request.body.isFavorited),
      }),
      share: async (request) => ({
        file: await service.share(
          request.user,
          request.body.fileId,
          request.body.emails,
          request.body.permission,
        ),
      }),
      updateShare: async (request) => ({
        file: await service.updateShare(
          request.user,
          request.body.fileId,
          request.body.userId,
          request.body.permission,
        ),
      }),
      removeShare: async (request) => ({
        file: await service.removeShare(request.user, request.body.fileId, request.body.userId),
      }),
      remove: async (request) => {
        await trash.trash(request.user, request.body.fileIds);
        return {};
      },
      restore: async (request) => {
        await trash.restore(request.user, request.body.fileIds);
        return {};
      },
      deleteForever: async (request) => ({
        freed: await trash.deleteForever(request.user, request.body.fileIds),
      }),
      emptyTrash: async (request) => ({ freed: await trash.deleteForever(request.user, 'all') }),
    },
  );
};
