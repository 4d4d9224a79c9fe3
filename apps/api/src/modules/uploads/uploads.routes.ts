// POST /api/uploads (multipart `file`, streamed into storage under the owner's quota) and GET /api/uploads/{id}: public images to anyone with
// the id, private content to its owner or through a signed link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@keel/contracts/common';
import {
  ATTACHMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  SignedUploadQuerySchema,
  UploadMessages,
  UploadParamsSchema,
  UploadQuerySchema,
  UploadResponseSchema,
} from '@keel/contracts/uploads';
import { multipartPlugin } from '../../plugins/multipart.ts';
import { badRequest, notFound } from '../../shared/http-error.ts';
import { openParts } from '../../storage/multipart-parts.ts';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // The upload alone reads multipart bodies (plugins/multipart.ts).
  const withMultipart: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipartPlugin);
    scope.post(
      '/api/uploads',
      {
        config: { permission: 'signed-in', allowUnverified: true },
        schema: {
          tags: ['uploads'],
          summary: 'Upload a file (multipart field `file`)',
          querystring: UploadQuerySchema,
          response: {
            200: UploadResponseSchema,
            400: ErrorResponseSchema,
            401: ErrorResponseSchema,
            413: ErrorResponseSchema,
            429: ErrorResponseSchema,
          },
        },
      },
      async (request) => {
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
    );
  };
  await app.register(withMultipart);

  app.get(
    '/api/uploads/:id',
    {
      config: { public: true },
      schema: {
        tags: ['uploads'],
        summary: 'Download an upload',
        params: UploadParamsSchema,
        querystring: SignedUploadQuerySchema,
        response: { 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
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
        .send(stream as never); // a file stream, not a JSON body: the 404 schema types only the error
    },
  );
};
