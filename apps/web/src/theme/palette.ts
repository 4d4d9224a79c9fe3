// The seed's palette (§9): primary #3366FF, secondary #00AB55, in light and dark.
import type { PaletteOptions } from '@mui/material/styles';

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

export const primary = { lighter: '#D6E4FF', light: '#84A9FF', main: '#3366FF', dark: '#1939B7', darker: '#091A7A', contrastText: '#FFFFFF' };
export const secondary = { lighter: '#C8FACD', light: '#5BE584', main: '#00AB55', dark: '#007B55', darker: '#005249', contrastText: '#FFFFFF' };
export const info = { lighter: '#CAFDF5', light: '#61F3F3', main: '#00B8D9', dark: '#006C9C', darker: '#003768', contrastText: '#FFFFFF' };
export const success = { lighter: '#D3FCD2', light: '#77ED8B', main: '#22C55E', dark: '#118D57', darker: '#065E49', contrastText: '#FFFFFF' };
export const warning = { lighter: '#FFF5CC', light: '#FFD666', main: '#FFAB00', dark: '#B76E00', darker: '#7A4100', contrastText: '#1C252E' };
export const error = { lighter: '#FFE9D5', light: '#FFAC82', main: '#FF5630', dark: '#B71D18', darker: '#7A0916', contrastText: '#FFFFFF' };

export function createPalette(mode: 'light' | 'dark'): PaletteOptions {
  const light = mode === 'light';
  return {
    mode,
    primary,
    secondary,
    info,
    success,
    warning,
    error,
    grey,
    divider: light ? 'rgba(145, 158, 171, 0.2)' : 'rgba(145, 158, 171, 0.24)',
    text: light
      ? { primary: grey[800], secondary: grey[600], disabled: grey[500] }
      : { primary: '#FFFFFF', secondary: grey[500], disabled: grey[600] },
    background: light
      ? { paper: '#FFFFFF', default: '#FFFFFF' }
      : { paper: grey[800], default: grey[900] },
    action: { hover: 'rgba(145, 158, 171, 0.08)', selected: 'rgba(145, 158, 171, 0.16)' },
  };
}
