// What the upload routes do; paths, schemas and access are in
// packages/contracts/src/uploads.routes.ts. POST /api/uploads streams the multipart `file` into
// storage under the owner's quota; GET /api/uploads/:id sends public images to anyone with the
// id, private content to its owner or through a signed link.
import type { FastifyPluginAsync } from 'fastify';
import { ATTACHMENT_MAX_BYTES, IMAGE_MAX_BYTES, UploadMessages } from '@keel/contracts/uploads';
import { uploadRoutes as table } from '@keel/contracts/uploads.routes';
import { multipartPlugin } from '../../plugins/multipart.ts';
import { badRequest, notFound } from '../../shared/http-error.ts';
import { registerRoutes } from '../../shared/route-table.ts';
import { openParts } from '../../storage/multipart-parts.ts';

export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const { upload, download } = table.routes;

  // The upload alone reads multipart bodies (plugins/multipart.ts).
  await app.register(async (scope) => {
    await scope.register(multipartPlugin);
    registerRoutes(
      scope,
      { feature: table.feature, routes: { upload } },
      {
        upload: async (request) => {
          if (!request.isMultipart())
            throw badRequest(UploadMessages.fileRequired, { file: UploadMessages.fileRequired });
          const { kind } = request.query;
          const maxBytes = kind === 'image' ? IMAGE_MAX_BYTES : ATTACHMENT_MAX_BYTES;
          const tooLarge =
            kind === 'image' ? UploadMessages.imageTooLarge : UploadMessages.attachmentTooLarge;
          const me = request.user.id;
          const releaseSlot = app.storage.acquireSlot(me);
          const quota = app.storage.reserve(me);
          const parts = openParts(request, { maxBytes, tooLarge, files: 1, fields: 5 });
          try {
            let part = await parts.next();
            while (part && part.type !== 'file') part = await parts.next();
            if (!part)
              throw badRequest(UploadMessages.fileRequired, { file: UploadMessages.fileRequired });
            const row = await app.storage.save({
              source: part.file,
              name: part.filename,
              ownerId: me,
              kind,
              maxBytes,
              tooLarge,
              quota,
            });
            return { upload: app.storage.toUpload(row) };
          } catch (error) {
            await parts.drain();
            throw error;
          } finally {
            await quota.release();
            releaseSlot();
          }
        },
      },
    );
  });

  registerRoutes(
    app,
    { feature: table.feature, routes: { download } },
    {
      download: async (request, reply) => {
        const row = await app.storage.find(request.params.id);
        if (!row) throw notFound('Upload');
        if (!row.isPublic && !app.storage.verify(row.id, request.query.exp, request.query.sig))
          throw notFound('Upload');
        const stream = await app.storage.open(row);
        if (!stream) throw notFound('Upload');
        const inline = row.type.startsWith('image/') && row.type !== 'image/svg+xml';
        return reply
          .header('content-type', row.type)
          .header('x-content-type-options', 'nosniff')
          .header(
            'cache-control',
            row.isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=300',
          )
          .header(
            'content-disposition',
            `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
          )
          .send(stream);
      },
    },
  );
};
