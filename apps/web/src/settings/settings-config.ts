// The appearance settings (docs/spec/seed.md#entities, docs/spec/seed.md#states-and-transitions): their values, defaults and the pure rules for changing
// them. Each lives in its own cookie named after the key, for 3 days on path `/`.
export const THEME_MODES = ['light', 'dark'] as const;
export const THEME_LAYOUTS = ['vertical', 'mini'] as const;
export const THEME_CONTRASTS = ['default', 'bold'] as const;
export const THEME_DIRECTIONS = ['ltr', 'rtl'] as const;
export const COLOR_PRESETS = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];
export type ThemeLayout = (typeof THEME_LAYOUTS)[number];
export type ThemeContrast = (typeof THEME_CONTRASTS)[number];
export type ThemeDirection = (typeof THEME_DIRECTIONS)[number];
export type ColorPreset = (typeof COLOR_PRESETS)[number];

export interface Settings {
  themeMode: ThemeMode;
  themeLayout: ThemeLayout;
  themeStretch: boolean;
  themeContrast: ThemeContrast;
  themeDirection: ThemeDirection;
  themeColorPresets: ColorPreset;
}

export type SettingKey = keyof Settings;

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  themeMode: 'light',
  themeLayout: 'vertical',
  themeStretch: false,
  themeContrast: 'default',
  themeDirection: 'ltr',
  themeColorPresets: 'default',
};

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/** docs/spec/seed.md#constants: appearance cookies live 3 days. */
export const SETTINGS_COOKIE_DAYS = 3;

const allowed: { [K in SettingKey]: readonly Settings[K][] } = {
  themeMode: THEME_MODES,
  themeLayout: THEME_LAYOUTS,
  themeStretch: [false, true],
  themeContrast: THEME_CONTRASTS,
  themeDirection: THEME_DIRECTIONS,
  themeColorPresets: COLOR_PRESETS,
};

/** The stored text of a cookie → the setting's value, or undefined when it isn't one. */
export function parseSetting<K extends SettingKey>(
  key: K,
  raw: string | undefined,
): Settings[K] | undefined {
  if (raw === undefined) return undefined;
  const value =
    key === 'themeStretch' ? (raw === 'true' ? true : raw === 'false' ? false : undefined) : raw;
  return (allowed[key] as readonly unknown[]).includes(value) ? (value as Settings[K]) : undefined;
}

/** The two-valued settings flip (docs/spec/seed.md#states-and-transitions: mode, layout, contrast, direction; and stretch). */
export type ToggleKey = Exclude<SettingKey, 'themeColorPresets'>;

export function toggledValue<K extends ToggleKey>(settings: Settings, key: K): Settings[K] {
  const [first, second] = allowed[key];
  return (settings[key] === first ? second : first) as Settings[K];
}

export function isDefault(settings: Settings): boolean {
  return SETTING_KEYS.every((key) => settings[key] === DEFAULT_SETTINGS[key]);
}

/** docs/spec/seed.md#states-and-transitions: choosing Arabic sets rtl, any other language ltr. */
export function directionOf(language: string): ThemeDirection {
  return language === 'ar' ? 'rtl' : 'ltr';
}
