// The emotion cache for right-to-left: stylis flips every left/right rule (margins, padding,
// positions, borders) so MUI renders mirrored. Loaded only when the direction is rtl.
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
