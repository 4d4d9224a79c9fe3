// The upload routes (docs/decisions/016-route-tables.md): one file up (multipart field `file`,
// streamed into storage under the owner's quota: no JSON body, the handler reads the parts) and
// one down (the file itself, no JSON answer): public images to anyone with the id, private
// content to its owner or through a signed link.
import { ErrorResponseSchema } from './common.ts';
import { defineRoutes } from './route.ts';
import {
  SignedUploadQuerySchema,
  UploadParamsSchema,
  UploadQuerySchema,
  UploadResponseSchema,
} from './uploads.ts';

export const uploadRoutes = defineRoutes('uploads', {
  upload: {
    method: 'POST',
    path: '/api/uploads',
    summary: 'Upload a file (multipart field `file`)',
    access: 'signed-in',
    // An unverified account may still edit its profile, avatar included (access.ts).
    allowUnverified: true,
    query: UploadQuerySchema,
    response: UploadResponseSchema,
    errors: { 413: ErrorResponseSchema, 429: ErrorResponseSchema },
  },
  download: {
    method: 'GET',
    path: '/api/uploads/:id',
    summary: 'Download an upload',
    access: 'public',
    params: UploadParamsSchema,
    query: SignedUploadQuerySchema,
    errors: { 404: ErrorResponseSchema },
  },
});
