// The live appearance settings: one small store read with `useSettings()`, started from the
// cookies before the first render. Every change writes its cookie; reset deletes them all.
import { useSyncExternalStore } from 'react';
import { storedLanguage } from '../locales/languages.ts';
import {
  DEFAULT_SETTINGS,
  directionOf,
  isDefault,
  toggledValue,
  type SettingKey,
  type Settings,
  type ToggleKey,
} from './settings-config.ts';
import {
  deleteSettingCookies,
  readStoredSettings,
  writeSettingCookie,
} from './settings-cookies.ts';

export interface SettingsStorage {
  read: () => Partial<Settings>;
  write: <K extends SettingKey>(key: K, value: Settings[K]) => void;
  clear: () => void;
}

const cookieStorage: SettingsStorage = {
  read: readStoredSettings,
  write: writeSettingCookie,
  clear: deleteSettingCookies,
};

export function createSettingsStore(
  storage: SettingsStorage = cookieStorage,
  language: () => string = storedLanguage,
) {
  // Without a direction cookie (expired after 3 days), the stored language decides it (docs/spec/seed.md#states-and-transitions).
  let settings: Settings = {
    ...DEFAULT_SETTINGS,
    themeDirection: directionOf(language()),
    ...storage.read(),
  };
  let drawerOpen = false;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  function update<K extends SettingKey>(key: K, value: Settings[K]) {
    storage.write(key, value);
    if (settings[key] === value) return;
    settings = { ...settings, [key]: value };
    emit();
  }

  return {
    getSettings: () => settings,
    isDrawerOpen: () => drawerOpen,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    update,
    toggle: (key: ToggleKey) => update(key, toggledValue(settings, key)),
    reset() {
      storage.clear();
      settings = { ...DEFAULT_SETTINGS };
      emit();
    },
    canReset: () => !isDefault(settings),
    setDrawerOpen(open: boolean) {
      if (drawerOpen === open) return;
      drawerOpen = open;
      emit();
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

export const settingsStore = createSettingsStore();

export function useSettings(): Settings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.getSettings);
}

export function useSettingsDrawerOpen(): boolean {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.isDrawerOpen);
}
