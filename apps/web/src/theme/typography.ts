// Public Sans (bundled through @fontsource, declared in index.html), with headings that grow with
// the screen. Emoji come from the system's own emoji font where it has one (Apple's, Windows',
// or an installed Noto Color Emoji: vite.config.ts puts local() first in its rules); the bundled
// "Noto Color Emoji" is the last resort. Its @font-face rules (index.html) are split by
// unicode-range, so a page downloads the emoji subsets it draws and nothing when it draws none.
import type { TypographyVariantsOptions } from '@mui/material/styles';

export const FONT_FAMILY =
  '"Public Sans Variable", system-ui, -apple-system, "Segoe UI", Roboto, Arial, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif';

const rem = (px: number) => `${px / 16}rem`;

/** Font sizes at sm (600), md (900) and lg (1200) and up. */
function responsive(sm: number, md: number, lg: number) {
  return {
    '@media (min-width:600px)': { fontSize: rem(sm) },
    '@media (min-width:900px)': { fontSize: rem(md) },
    '@media (min-width:1200px)': { fontSize: rem(lg) },
  };
}

export const typography: TypographyVariantsOptions = {
  fontFamily: FONT_FAMILY,
  fontWeightRegular: 400,
  fontWeightMedium: 500,
  fontWeightBold: 700,
  h1: { fontWeight: 800, lineHeight: 80 / 64, fontSize: rem(40), ...responsive(52, 58, 64) },
  h2: { fontWeight: 800, lineHeight: 64 / 48, fontSize: rem(32), ...responsive(40, 44, 48) },
  h3: { fontWeight: 700, lineHeight: 1.5, fontSize: rem(24), ...responsive(26, 30, 32) },
  h4: { fontWeight: 700, lineHeight: 1.5, fontSize: rem(20), ...responsive(20, 24, 24) },
  h5: { fontWeight: 700, lineHeight: 1.5, fontSize: rem(18), ...responsive(19, 20, 20) },
  h6: { fontWeight: 600, lineHeight: 28 / 18, fontSize: rem(17), ...responsive(18, 18, 18) },
  subtitle1: { fontWeight: 600, lineHeight: 1.5, fontSize: rem(16) },
  subtitle2: { fontWeight: 600, lineHeight: 22 / 14, fontSize: rem(14) },
  body1: { lineHeight: 1.5, fontSize: rem(16) },
  body2: { lineHeight: 22 / 14, fontSize: rem(14) },
  caption: { lineHeight: 1.5, fontSize: rem(12) },
  overline: { fontWeight: 700, lineHeight: 1.5, fontSize: rem(12), textTransform: 'uppercase' },
  button: { fontWeight: 700, lineHeight: 24 / 14, fontSize: rem(14), textTransform: 'none' },
};
