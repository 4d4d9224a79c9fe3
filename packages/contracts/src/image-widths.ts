// The widths (px) of the WebP copies made of every public image at upload and seed time
// (apps/api/src/shared/image-variants.ts), asked for as `/api/uploads/<id>?w=<width>` and listed
// in `srcset` by the web app (apps/web/src/lib/responsive-image.ts). A file of its own without
// zod, so the web app's entry can import it without the schemas.
export const IMAGE_WIDTHS = [160, 320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
