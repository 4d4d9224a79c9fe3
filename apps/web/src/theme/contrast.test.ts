import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { COLOR_PRESETS } from '../settings/settings-config.ts';
import { AA, fillShade, mix, PALETTE_COLORS, softTextShade, textShade } from './contrast.ts';
import { createAppTheme } from './create-app-theme.ts';

const MODES = ['light', 'dark'] as const;
const CONTRASTS = ['default', 'bold'] as const;

describe('readable shades (WCAG AA 4.5:1)', () => {
  for (const mode of MODES) {
    for (const contrast of CONTRASTS) {
      for (const preset of COLOR_PRESETS) {
        const theme = createAppTheme({ mode, direction: 'ltr', contrast, preset });
        const { paper, default: page } = theme.palette.background;
        it(`${mode}, ${contrast} contrast, ${preset} preset: text, fills and soft labels`, () => {
          for (const color of PALETTE_COLORS) {
            const text = textShade(theme, color);
            expect(getContrastRatio(text, paper), `${color} text on paper`).toBeGreaterThanOrEqual(
              AA,
            );
            expect(
              getContrastRatio(text, page),
              `${color} text on the page`,
            ).toBeGreaterThanOrEqual(AA);
            const fill = fillShade(theme, color);
            expect(
              getContrastRatio(theme.palette[color].contrastText, fill),
              `${color} fill`,
            ).toBeGreaterThanOrEqual(AA);
            const soft = mix(theme.palette[color].main, paper, 0.16);
            expect(
              getContrastRatio(softTextShade(theme, color), soft),
              `${color} soft label`,
            ).toBeGreaterThanOrEqual(AA);
          }
          for (const secondary of [theme.palette.text.secondary, theme.palette.text.disabled]) {
            expect(getContrastRatio(secondary, paper)).toBeGreaterThanOrEqual(AA);
          }
        });
      }
    }
  }

  it('keeps the seed colours where they are readable: primary #3366FF buttons in light mode', () => {
    const theme = createAppTheme({ mode: 'light', direction: 'ltr' });
    expect(fillShade(theme, 'primary')).toBe('#3366FF');
    expect(textShade(theme, 'primary')).toBe('#3366FF');
    expect(fillShade(theme, 'warning')).toBe(theme.palette.warning.main);
    // White on #FF5630 is 3.2:1: the contained error button uses the dark shade.
    expect(fillShade(theme, 'error')).toBe(theme.palette.error.dark);
    expect(textShade(createAppTheme({ mode: 'dark', direction: 'ltr' }), 'primary')).toBe(
      theme.palette.primary.light,
    );
  });
});
