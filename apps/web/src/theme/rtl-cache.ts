// The emotion cache for right-to-left: stylis flips every left/right rule (margins, padding,
// positions, borders) so MUI renders mirrored. Loaded only when the direction is rtl.
// No `prefixer` from the top-level stylis 4.4: emotion runs its own stylis 4.2, and mixing the
// two made every text field crash in Arabic ("reading 'push'"); current browsers need no prefixes.
import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
