// MUI's Avatar with its picture as a lazily loaded <img>. Given `src`, MUI's own Avatar also loads
// the picture from an effect (`new Image()`, to learn whether it fails) and renders again when it
// arrives: on the kanban board's first screen those 40 effects were the costliest function after
// React's own, every picture was fetched before the largest paint whether on screen or not, and
// `loading="lazy"` on the <img> could not stop it (bench/RESULTS.md, "Issue 23, session 12").
// Here the <img> is the only request, the browser defers the off-screen ones, and a picture that
// fails falls back as MUI's does: the children, else the first letter of `alt`.
import MuiAvatar, { avatarClasses, type AvatarProps } from '@mui/material/Avatar';
import { useState } from 'react';

/** MUI's styles for the avatar's <img> (its `AvatarImg` slot). */
const PICTURE_STYLE = {
  width: '100%',
  height: '100%',
  textAlign: 'center',
  objectFit: 'cover',
  // The alt text is not drawn over a broken picture before the fallback replaces it.
  color: 'transparent',
  textIndent: 10000,
} as const;

export function Avatar({ src, srcSet, sizes, alt, children, ...props }: AvatarProps) {
  // The address that failed, so a new `src` is tried again.
  const [failed, setFailed] = useState<string | undefined>();
  const picture = !!(src || srcSet) && failed !== (src ?? srcSet);
  return (
    <MuiAvatar alt={alt} {...props}>
      {picture ? (
        <img
          className={avatarClasses.img}
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt={alt}
          loading="lazy"
          decoding="async"
          style={PICTURE_STYLE}
          onError={() => setFailed(src ?? srcSet)}
        />
      ) : (
        (children ?? ((src || srcSet) && alt ? alt[0] : undefined))
      )}
    </MuiAvatar>
  );
}
