// The six colour presets (docs/spec/seed.md#entities). Each replaces the primary colour; `default` is Keel's
// #3366FF. Mains are picked so white (or, for orange, dark) text on them stays readable.
import type { ColorPreset } from '../settings/settings-config.ts';

export interface ColorScale {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
  contrastText: string;
}

export const PRESETS: Record<ColorPreset, ColorScale> = {
  default: {
    lighter: '#D6E4FF',
    light: '#84A9FF',
    main: '#3366FF',
    dark: '#1939B7',
    darker: '#091A7A',
    contrastText: '#FFFFFF',
  },
  cyan: {
    lighter: '#CCF7FE',
    light: '#5FD3EC',
    main: '#0A7E9E',
    dark: '#065A78',
    darker: '#033A52',
    contrastText: '#FFFFFF',
  },
  purple: {
    lighter: '#EBD6FD',
    light: '#B985F4',
    main: '#7635DC',
    dark: '#431A9E',
    darker: '#200A69',
    contrastText: '#FFFFFF',
  },
  blue: {
    lighter: '#D1E9FC',
    light: '#76B0F1',
    main: '#2065D1',
    dark: '#103996',
    darker: '#061B64',
    contrastText: '#FFFFFF',
  },
  orange: {
    lighter: '#FEF4D4',
    light: '#FED680',
    main: '#FDA92D',
    dark: '#B66816',
    darker: '#793908',
    contrastText: '#1C252E',
  },
  red: {
    lighter: '#FFE3D5',
    light: '#FF8A80',
    main: '#DE3030',
    dark: '#A5192B',
    darker: '#6E0A22',
    contrastText: '#FFFFFF',
  },
};
