// `srcset` for public images (issue 23: a phone downloads a cover at the width it shows). The API
// keeps WebP copies of every public upload at IMAGE_WIDTHS (apps/api/src/shared/image-variants.ts)
// and answers `/api/uploads/<id>?w=<width>` with the copy, or the original when the picture is
// narrower. Only plain public upload paths get one: signed links, bundled assets and blob: or
// data: previews keep their single `src`. The URLs go through mediaUrl, so they follow its shape.
import { IMAGE_WIDTHS } from '@keel/contracts/image-widths';
import { mediaUrl } from './media-url.ts';

const PUBLIC_UPLOAD = /^\/api\/uploads\/[0-9a-f-]{36}$/i;

export function imageSrcSet(path: string | null | undefined): string | undefined {
  if (!path || !PUBLIC_UPLOAD.test(path)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${mediaUrl(`${path}?w=${width}`)} ${width}w`).join(', ');
}

/**
 * `src`, `srcSet` and `sizes` for an <img> (or a MUI Avatar) showing `path` at `sizes` (a CSS
 * `sizes` value: `40px`, `(min-width: 900px) 50vw, 100vw`).
 */
export function responsiveImage(path: string | null | undefined, sizes: string) {
  const srcSet = imageSrcSet(path);
  return { src: mediaUrl(path), srcSet, sizes: srcSet ? sizes : undefined };
}
