// Builds the MUI theme from the appearance settings. Edit palette.ts for colours; component
// overrides live beside this file.
import { createTheme, type Theme } from '@mui/material/styles';
import { createPalette } from './palette.ts';

export interface ThemeOptionsInput {
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
}

export function createAppTheme({ mode, direction }: ThemeOptionsInput): Theme {
  return createTheme({
    direction,
    palette: createPalette(mode),
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Public Sans", system-ui, sans-serif',
      h1: { fontWeight: 800, fontSize: '2.5rem', lineHeight: 1.25 },
      h2: { fontWeight: 800, fontSize: '2rem', lineHeight: 1.33 },
      h3: { fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.5 },
      h4: { fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.5 },
      h5: { fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.5 },
      h6: { fontWeight: 600, fontSize: '1.0625rem', lineHeight: 1.55 },
      button: { fontWeight: 700, textTransform: 'none' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: {
        styleOverrides: {
          root: ({ theme }) => ({
            borderRadius: Number(theme.shape.borderRadius) * 2,
            boxShadow: '0 0 2px 0 rgba(145 158 171 / 0.2), 0 12px 24px -4px rgba(145 158 171 / 0.12)',
          }),
        },
      },
    },
  });
}
