// Upload limits and messages, in a module without zod: the web app's image pickers read them on
// pages that load no schema (uploads.ts re-exports them).
export const IMAGE_MAX_BYTES = 3_145_728;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const UploadMessages = {
  imageTooLarge: 'File is larger than 3.1 MB',
  notAnImage: 'File type must be an image',
  attachmentTooLarge: 'File is larger than 10 MB',
  fileRequired: 'A file is required',
  malformed: 'Malformed multipart body',
  tooManyUploads: (perUser: number) =>
    `At most ${perUser} uploads at a time: wait for one to finish`,
} as const;
