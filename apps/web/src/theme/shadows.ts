// Soft grey shadows (black in dark mode) for MUI's 25 elevations, and named ones for cards,
// dropdowns, dialogs and coloured buttons (`theme.customShadows`).
import type { Shadows } from '@mui/material/styles';
import type { ThemeMode } from '../settings/settings-config.ts';
import type { ColorScale } from './presets.ts';

export interface CustomShadows {
  z1: string;
  z4: string;
  z8: string;
  z12: string;
  z16: string;
  z20: string;
  z24: string;
  card: string;
  dropdown: string;
  dialog: string;
  primary: string;
}

const rgb = (mode: ThemeMode) => (mode === 'light' ? '145, 158, 171' : '0, 0, 0');

export function createShadows(mode: ThemeMode): Shadows {
  const color = rgb(mode);
  const list = Array.from({ length: 25 }, (_, level) =>
    level === 0
      ? 'none'
      : `0 ${Math.ceil(level / 2)}px ${level + 1}px -1px rgba(${color}, 0.2), 0 ${level}px ${level * 2}px 0 rgba(${color}, 0.14), 0 ${Math.ceil(level / 3)}px ${level * 3}px 0 rgba(${color}, 0.12)`,
  );
  return list as Shadows;
}

export function createCustomShadows(mode: ThemeMode, primary: ColorScale): CustomShadows {
  const color = rgb(mode);
  const a = (opacity: number) => `rgba(${color}, ${opacity})`;
  return {
    z1: `0 1px 2px 0 ${a(0.16)}`,
    z4: `0 4px 8px 0 ${a(0.16)}`,
    z8: `0 8px 16px 0 ${a(0.16)}`,
    z12: `0 12px 24px -4px ${a(0.16)}`,
    z16: `0 16px 32px -4px ${a(0.16)}`,
    z20: `0 20px 40px -4px ${a(0.16)}`,
    z24: `0 24px 48px 0 ${a(0.16)}`,
    card: `0 0 2px 0 ${a(0.2)}, 0 12px 24px -4px ${a(0.12)}`,
    dropdown: `0 0 2px 0 ${a(0.24)}, -20px 20px 40px -4px ${a(0.24)}`,
    dialog: `-40px 40px 80px -8px ${mode === 'light' ? 'rgba(0, 0, 0, 0.24)' : 'rgba(0, 0, 0, 0.48)'}`,
    primary: `0 8px 16px 0 ${primary.main}3D`,
  };
}
