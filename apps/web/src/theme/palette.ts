// The seed's palette (docs/spec/seed.md#constants): primary #3366FF (or the chosen preset), secondary #00AB55, info,
// success, warning, error and a grey scale, in light and dark. Bold contrast darkens the page
// behind cards and strengthens borders and secondary text.
import type { PaletteOptions } from '@mui/material/styles';
import type { ColorPreset, ThemeContrast, ThemeMode } from '../settings/settings-config.ts';
import { PRESETS } from './presets.ts';

export const grey = {
  50: '#FCFDFD',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  600: '#637381',
  700: '#454F5B',
  800: '#1C252E',
  900: '#141A21',
};

/** grey[500] at an opacity, for translucent borders and fills (comma syntax: MUI's colour helpers parse it). */
export const greyAlpha = (opacity: number) => `rgba(145, 158, 171, ${opacity})`;

export const primary = PRESETS.default;
export const secondary = {
  lighter: '#C8FACD',
  light: '#5BE584',
  main: '#00AB55',
  dark: '#007B55',
  darker: '#005249',
  contrastText: '#FFFFFF',
};
export const info = {
  lighter: '#CAFDF5',
  light: '#61F3F3',
  main: '#00B8D9',
  dark: '#006C9C',
  darker: '#003768',
  contrastText: '#FFFFFF',
};
export const success = {
  lighter: '#D3FCD2',
  light: '#77ED8B',
  main: '#22C55E',
  dark: '#118D57',
  darker: '#065E49',
  contrastText: '#FFFFFF',
};
export const warning = {
  lighter: '#FFF5CC',
  light: '#FFD666',
  main: '#FFAB00',
  dark: '#B76E00',
  darker: '#7A4100',
  contrastText: '#1C252E',
};
export const error = {
  lighter: '#FFE9D5',
  light: '#FFAC82',
  main: '#FF5630',
  dark: '#B71D18',
  darker: '#7A0916',
  contrastText: '#FFFFFF',
};

export interface PaletteInput {
  mode: ThemeMode;
  contrast?: ThemeContrast;
  preset?: ColorPreset;
}

export function createPalette({
  mode,
  contrast = 'default',
  preset = 'default',
}: PaletteInput): PaletteOptions {
  const light = mode === 'light';
  const bold = contrast === 'bold';
  return {
    mode,
    primary: PRESETS[preset],
    secondary,
    info,
    success,
    warning,
    error,
    grey,
    common: { black: '#000000', white: '#FFFFFF' },
    shared: {
      inputOutlined: greyAlpha(bold ? 0.56 : 0.24),
      cardBorder: bold ? greyAlpha(light ? 0.32 : 0.4) : 'transparent',
    },
    divider: greyAlpha(bold ? 0.4 : light ? 0.2 : 0.24),
    // Pages use `text.disabled` for quiet captions (dates, counts), so it keeps 4.5:1 too: grey 500
    // on white (2.7:1) and grey 600 on the dark paper (3.2:1) did not.
    text: light
      ? { primary: grey[800], secondary: bold ? grey[700] : grey[600], disabled: grey[600] }
      : { primary: '#FFFFFF', secondary: bold ? grey[400] : grey[500], disabled: grey[500] },
    background: light
      ? {
          paper: '#FFFFFF',
          default: bold ? grey[200] : '#FFFFFF',
          neutral: bold ? grey[300] : grey[200],
        }
      : {
          paper: grey[800],
          default: bold ? '#0B0F14' : grey[900],
          neutral: bold ? '#323C47' : '#28323D',
        },
    action: {
      active: grey[light ? 600 : 500],
      hover: greyAlpha(0.08),
      selected: greyAlpha(0.16),
      focus: greyAlpha(0.24),
      disabled: greyAlpha(0.8),
      disabledBackground: greyAlpha(0.24),
      hoverOpacity: 0.08,
      // A selected list row is primary at 6 %: secondary text on it keeps 4.5:1 (at MUI's 8 %, 4.4:1).
      selectedOpacity: 0.06,
      disabledOpacity: 0.48,
    },
  };
}
