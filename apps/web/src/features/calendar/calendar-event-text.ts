// The text colour on an event's block: white or the theme's darkest grey, whichever reads better
// on the event's colour. MUI's getContrastText settles for 3:1 (its contrastThreshold), which put
// white on the error red (#FF5630: 3.16:1); event titles are 12 px text, which WCAG AA (and the
// axe check of every route, e2e/a11y.spec.ts) holds to 4.5:1.
import { getContrastRatio } from '@mui/material/styles';
import { grey } from '../../theme/palette.ts';

const LIGHT = '#FFFFFF';
const DARK = grey[800];

export function eventTextColor(background: string): string {
  return getContrastRatio(LIGHT, background) >= getContrastRatio(DARK, background) ? LIGHT : DARK;
}
