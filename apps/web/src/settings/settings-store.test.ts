// The store against the real cookies of the document (jsdom): each change writes its cookie for
// 3 days on `/`, reset deletes them all, and a new store (a reload) starts from them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, SETTING_KEYS, type ToggleKey } from './settings-config.ts';
import { readStoredSettings } from './settings-cookies.ts';
import { createSettingsStore } from './settings-store.ts';

function clearCookies() {
  for (const key of SETTING_KEYS) document.cookie = `${key}=; path=/; max-age=0`;
}

describe('settings store', () => {
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    vi.restoreAllMocks();
  });

  it('starts from the defaults without cookies', () => {
    const store = createSettingsStore(undefined, () => 'en');
    expect(store.getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(store.canReset()).toBe(false);
  });

  it.each<ToggleKey>([
    'themeMode',
    'themeLayout',
    'themeStretch',
    'themeContrast',
    'themeDirection',
  ])('toggling %s writes its cookie and survives a reload', (key) => {
    const store = createSettingsStore(undefined, () => 'en');
    const listener = vi.fn();
    store.subscribe(listener);
    store.toggle(key);
    expect(listener).toHaveBeenCalled();
    expect(store.getSettings()[key]).not.toBe(DEFAULT_SETTINGS[key]);
    expect(store.canReset()).toBe(true);
    expect(readStoredSettings()).toEqual({ [key]: store.getSettings()[key] });
    const reloaded = createSettingsStore(undefined, () => 'en');
    expect(reloaded.getSettings()[key]).toBe(store.getSettings()[key]);
  });

  it('choosing a preset writes themeColorPresets', () => {
    const store = createSettingsStore(undefined, () => 'en');
    store.update('themeColorPresets', 'purple');
    expect(readStoredSettings()).toEqual({ themeColorPresets: 'purple' });
    expect(createSettingsStore(undefined, () => 'en').getSettings().themeColorPresets).toBe(
      'purple',
    );
  });

  it('writes each cookie for 3 days on the root path', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    createSettingsStore(undefined, () => 'en').update('themeMode', 'dark');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^themeMode=dark; path=\/; max-age=259200; expires=/);
  });

  it('reset restores every default and deletes the cookies', () => {
    const store = createSettingsStore(undefined, () => 'en');
    store.update('themeMode', 'dark');
    store.update('themeLayout', 'mini');
    store.update('themeStretch', true);
    store.update('themeContrast', 'bold');
    store.update('themeDirection', 'rtl');
    store.update('themeColorPresets', 'red');
    expect(Object.keys(readStoredSettings())).toHaveLength(6);
    store.reset();
    expect(store.getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(readStoredSettings()).toEqual({});
    expect(document.cookie).not.toMatch(/theme/);
  });

  it('without a direction cookie, the stored language decides it', () => {
    expect(createSettingsStore(undefined, () => 'ar').getSettings().themeDirection).toBe('rtl');
    document.cookie = 'themeDirection=ltr; path=/';
    expect(createSettingsStore(undefined, () => 'ar').getSettings().themeDirection).toBe('ltr');
  });

  it('ignores cookies with values it does not know', () => {
    document.cookie = 'themeMode=sepia; path=/';
    document.cookie = 'themeStretch=maybe; path=/';
    expect(createSettingsStore(undefined, () => 'en').getSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('opens and closes the drawer without touching cookies', () => {
    const store = createSettingsStore(undefined, () => 'en');
    store.setDrawerOpen(true);
    expect(store.isDrawerOpen()).toBe(true);
    store.setDrawerOpen(false);
    expect(store.isDrawerOpen()).toBe(false);
    expect(readStoredSettings()).toEqual({});
  });
});
