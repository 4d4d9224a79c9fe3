// Uploads (docs/spec/pages.md#uploads): images for public use, attachments behind a permission check.
import { z } from 'zod';

export {
  IMAGE_MAX_BYTES,
  ATTACHMENT_MAX_BYTES,
  IMAGE_TYPES,
  UploadMessages,
} from './uploads-constants.ts';

export const UploadKindSchema = z.enum(['image', 'attachment']);
export type UploadKind = z.infer<typeof UploadKindSchema>;

export const UploadQuerySchema = z.object({
  /** image: public (avatars, covers, product and post images); attachment: private. */
  kind: UploadKindSchema.default('image'),
});

/** A file attached to a mail, a chat message or a kanban card, as its readers receive it. */
export const AttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
  /** A short-lived signed link, issued only to someone allowed to read what it is attached to. */
  url: z.string(),
  /** The same link for images, so they can show inline; null otherwise. */
  preview: z.string().nullable(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const UploadSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
});
export type Upload = z.infer<typeof UploadSchema>;

export const UploadResponseSchema = z.object({ upload: UploadSchema });

export const UploadParamsSchema = z.object({ id: z.uuid({ error: 'Upload not found' }) });
export const SignedUploadQuerySchema = z.object({
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(200).optional(),
});
