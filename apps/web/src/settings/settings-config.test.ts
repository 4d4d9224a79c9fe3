import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  directionOf,
  isDefault,
  parseSetting,
  SETTING_KEYS,
  toggledValue,
  type Settings,
  type ToggleKey,
} from './settings-config.ts';

const TOGGLES: [ToggleKey, Settings[ToggleKey], Settings[ToggleKey]][] = [
  ['themeMode', 'light', 'dark'],
  ['themeLayout', 'vertical', 'mini'],
  ['themeContrast', 'default', 'bold'],
  ['themeDirection', 'ltr', 'rtl'],
  ['themeStretch', false, true],
];

describe('appearance settings', () => {
  it('defaults as the seed: light, vertical, not stretched, default contrast, ltr, default preset', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      themeMode: 'light',
      themeLayout: 'vertical',
      themeStretch: false,
      themeContrast: 'default',
      themeDirection: 'ltr',
      themeColorPresets: 'default',
    });
    expect(isDefault(DEFAULT_SETTINGS)).toBe(true);
  });

  it.each(TOGGLES)('%s toggles %s ↔ %s', (key, first, second) => {
    const flipped = { ...DEFAULT_SETTINGS, [key]: toggledValue(DEFAULT_SETTINGS, key) };
    expect(flipped[key]).toBe(second);
    expect(isDefault(flipped)).toBe(false);
    expect(toggledValue(flipped, key)).toBe(first);
  });

  it('toggling twice always gives the value back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TOGGLES.map(([key]) => key)),
        fc.boolean(),
        fc.boolean(),
        (key, dark, mini) => {
          const settings: Settings = {
            ...DEFAULT_SETTINGS,
            themeMode: dark ? 'dark' : 'light',
            themeLayout: mini ? 'mini' : 'vertical',
          };
          const once = { ...settings, [key]: toggledValue(settings, key) };
          expect(once[key]).not.toBe(settings[key]);
          expect(toggledValue(once, key)).toBe(settings[key]);
        },
      ),
    );
  });

  it('reads only valid cookie values', () => {
    expect(parseSetting('themeMode', 'dark')).toBe('dark');
    expect(parseSetting('themeMode', 'purple')).toBeUndefined();
    expect(parseSetting('themeStretch', 'true')).toBe(true);
    expect(parseSetting('themeStretch', 'false')).toBe(false);
    expect(parseSetting('themeStretch', 'yes')).toBeUndefined();
    expect(parseSetting('themeColorPresets', 'orange')).toBe('orange');
    expect(parseSetting('themeColorPresets', 'green')).toBeUndefined();
    for (const key of SETTING_KEYS) expect(parseSetting(key, undefined)).toBeUndefined();
  });

  it('Arabic sets rtl, every other language ltr (seed §4)', () => {
    expect(directionOf('ar')).toBe('rtl');
    for (const language of ['en', 'fr', 'vi', 'cn']) expect(directionOf(language)).toBe('ltr');
  });
});
