// Builds the MUI theme from the appearance settings and the language's MUI texts. Colours live
// in palette.ts and presets.ts, component overrides in overrides/.
import type { Localization } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type {
  ColorPreset,
  ThemeContrast,
  ThemeDirection,
  ThemeMode,
} from '../settings/settings-config.ts';
import { baseOverrides } from './overrides/base.ts';
import { displayOverrides } from './overrides/display.ts';
import { surfaceOverrides } from './overrides/surfaces.ts';
import { createPalette } from './palette.ts';
import { PRESETS } from './presets.ts';
import { createCustomShadows, createShadows } from './shadows.ts';
import { typography } from './typography.ts';

export interface ThemeOptionsInput {
  mode: ThemeMode;
  direction: ThemeDirection;
  contrast?: ThemeContrast;
  preset?: ColorPreset;
  /** MUI's own texts (pagination, rating, autocomplete, alert, breadcrumbs) in the language. */
  localization?: Localization;
}

export function createAppTheme({
  mode,
  direction,
  contrast = 'default',
  preset = 'default',
  localization,
}: ThemeOptionsInput): Theme {
  const theme = createTheme(
    {
      direction,
      palette: createPalette({ mode, contrast, preset }),
      shape: { borderRadius: 8 },
      typography,
      shadows: createShadows(mode),
      customShadows: createCustomShadows(mode, PRESETS[preset]),
      components: { ...baseOverrides, ...surfaceOverrides, ...displayOverrides },
    },
    localization ?? {},
  );
  return theme;
}
