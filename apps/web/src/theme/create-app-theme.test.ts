import { describe, expect, it } from 'vitest';
import { COLOR_PRESETS } from '../settings/settings-config.ts';
import { createAppTheme } from './create-app-theme.ts';
import { PRESETS } from './presets.ts';

describe('app theme', () => {
  it('uses the seed palette: primary #3366FF, secondary #00AB55, radius 8', () => {
    const theme = createAppTheme({ mode: 'light', direction: 'ltr' });
    expect(theme.palette.primary.main).toBe('#3366FF');
    expect(theme.palette.secondary.main).toBe('#00AB55');
    expect(theme.shape.borderRadius).toBe(8);
    expect(theme.typography.fontFamily).toMatch(/^"Public Sans Variable"/);
  });

  it.each(COLOR_PRESETS)('preset %s sets the six primary shades', (preset) => {
    const { primary } = createAppTheme({ mode: 'light', direction: 'ltr', preset }).palette;
    expect({
      lighter: primary.lighter,
      light: primary.light,
      main: primary.main,
      dark: primary.dark,
      darker: primary.darker,
      contrastText: primary.contrastText,
    }).toEqual(PRESETS[preset]);
  });

  it('dark mode darkens the page and lightens the text', () => {
    const theme = createAppTheme({ mode: 'dark', direction: 'ltr' });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.background.default).toBe('#141A21');
    expect(theme.palette.text.primary).toBe('#FFFFFF');
  });

  it.each(['light', 'dark'] as const)(
    'bold contrast strengthens surfaces and borders in %s mode',
    (mode) => {
      const normal = createAppTheme({ mode, direction: 'ltr' }).palette;
      const bold = createAppTheme({ mode, direction: 'ltr', contrast: 'bold' }).palette;
      expect(bold.background.default).not.toBe(normal.background.default);
      expect(bold.divider).not.toBe(normal.divider);
      expect(bold.shared.cardBorder).not.toBe('transparent');
      expect(bold.shared.inputOutlined).not.toBe(normal.shared.inputOutlined);
      expect(bold.text.secondary).not.toBe(normal.text.secondary);
    },
  );

  it('carries the direction', () => {
    expect(createAppTheme({ mode: 'dark', direction: 'rtl' }).direction).toBe('rtl');
  });
});
