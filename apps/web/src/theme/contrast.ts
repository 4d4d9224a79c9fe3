// Readable shades of the palette (WCAG AA, docs/spec/product.md#quality-bars): the seed's `main` colours stay where
// they reach 4.5:1, and step to `dark`/`darker` (on light surfaces) or `light`/`lighter` (on dark
// ones) where they don't: white on #FF5630 is 3.2:1, #3366FF on the dark paper 3.3:1. Component
// overrides use these, so every page gets readable coloured buttons, links, badges and chips.
import { decomposeColor, getContrastRatio, recomposeColor, type Theme } from '@mui/material/styles';

export const AA = 4.5;

export const PALETTE_COLORS = [
  'primary',
  'secondary',
  'info',
  'success',
  'warning',
  'error',
] as const;
export type PaletteColorName = (typeof PALETTE_COLORS)[number];

export function isPaletteColor(color: unknown): color is PaletteColorName {
  return typeof color === 'string' && (PALETTE_COLORS as readonly string[]).includes(color);
}

/** The first shade that reaches `min` against every colour given (the last one otherwise). */
export function firstReadable(shades: string[], against: string[], min = AA): string {
  return (
    shades.find((shade) => against.every((other) => getContrastRatio(shade, other) >= min)) ??
    shades[shades.length - 1] ??
    ''
  );
}

/** The colour's shade for text, icons' labels and outlines on the page's surfaces. */
export function textShade(theme: Theme, color: PaletteColorName): string {
  const scale = theme.palette[color];
  const { paper, default: page } = theme.palette.background;
  const shades =
    theme.palette.mode === 'light'
      ? [scale.main, scale.dark, scale.darker]
      : [scale.main, scale.light, scale.lighter];
  return firstReadable(shades, [paper, page]);
}

/** Light text (white) stands out more against black than against white. */
function isLightText(color: string): boolean {
  return getContrastRatio(color, '#000000') > getContrastRatio(color, '#FFFFFF');
}

/** The colour's shade for a filled surface that carries `contrastText` (contained buttons, badges, chips). */
export function fillShade(theme: Theme, color: PaletteColorName): string {
  const scale = theme.palette[color];
  const light = isLightText(scale.contrastText);
  // Light text needs a darker fill; dark text (warning, the orange preset) a lighter one.
  const shades = light
    ? [scale.main, scale.dark, scale.darker]
    : [scale.main, scale.light, scale.lighter];
  return firstReadable(shades, [scale.contrastText]);
}

/** The fill one step further from the text, for hover. */
export function fillHoverShade(theme: Theme, color: PaletteColorName): string {
  const scale = theme.palette[color];
  const fill = fillShade(theme, color);
  const order = [scale.lighter, scale.light, scale.main, scale.dark, scale.darker];
  const light = isLightText(scale.contrastText);
  const index = order.indexOf(fill);
  return order[Math.max(0, Math.min(order.length - 1, index + (light ? 1 : -1)))] ?? fill;
}

/** `overlay` at `opacity` over an opaque `background`, as one opaque colour (to measure contrast on it). */
export function mix(overlay: string, background: string, opacity: number): string {
  const top = decomposeColor(overlay).values;
  const bottom = decomposeColor(background).values;
  const values = [0, 1, 2].map((index) =>
    Math.round((top[index] ?? 0) * opacity + (bottom[index] ?? 0) * (1 - opacity)),
  );
  return recomposeColor({ type: 'rgb', values: values as [number, number, number] });
}

/** Text for a soft label: the colour at 16 % over the paper behind it. */
export function softTextShade(theme: Theme, color: PaletteColorName, opacity = 0.16): string {
  const scale = theme.palette[color];
  const background = mix(scale.main, theme.palette.background.paper, opacity);
  const shades =
    theme.palette.mode === 'light' ? [scale.dark, scale.darker] : [scale.light, scale.lighter];
  return firstReadable(shades, [background]);
}
