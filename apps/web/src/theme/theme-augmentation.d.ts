// What Keel adds to MUI's theme types: lighter/darker shades, a neutral background and the
// named shadows (theme/shadows.ts).
import type { CustomShadows } from './shadows.ts';

declare module '@mui/material/styles' {
  interface Theme {
    customShadows: CustomShadows;
  }
  interface ThemeOptions {
    customShadows?: CustomShadows;
  }
  interface PaletteColor {
    lighter: string;
    darker: string;
  }
  interface SimplePaletteColorOptions {
    lighter?: string;
    darker?: string;
  }
  /** Border colours that bold contrast strengthens. */
  interface Palette {
    shared: { inputOutlined: string; cardBorder: string };
  }
  interface PaletteOptions {
    shared?: { inputOutlined: string; cardBorder: string };
  }
  interface TypeBackground {
    neutral: string;
  }
}

export {};
