// Reads and writes the six appearance cookies (3 days, path `/`). Read synchronously at start-up,
// so the first render already has the stored mode, direction and preset (no flash).
import {
  DEFAULT_SETTINGS,
  parseSetting,
  SETTING_KEYS,
  SETTINGS_COOKIE_DAYS,
  type SettingKey,
  type Settings,
} from './settings-config.ts';

const MAX_AGE_SECONDS = SETTINGS_COOKIE_DAYS * 24 * 60 * 60;

function cookieMap(cookieText: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of cookieText.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      map.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // A malformed value is ignored like a missing one.
    }
  }
  return map;
}

/** Which settings have a cookie, with their valid stored values. */
export function readStoredSettings(cookieText: string = document.cookie): Partial<Settings> {
  const cookies = cookieMap(cookieText);
  const stored: Partial<Settings> = {};
  for (const key of SETTING_KEYS) {
    const value = parseSetting(key, cookies.get(key));
    if (value !== undefined) (stored as Record<SettingKey, unknown>)[key] = value;
  }
  return stored;
}

export function readSettings(cookieText?: string): Settings {
  return { ...DEFAULT_SETTINGS, ...readStoredSettings(cookieText) };
}

export function writeSettingCookie<K extends SettingKey>(key: K, value: Settings[K]) {
  const expires = new Date(Date.now() + MAX_AGE_SECONDS * 1000).toUTCString();
  document.cookie = `${key}=${encodeURIComponent(String(value))}; path=/; max-age=${MAX_AGE_SECONDS}; expires=${expires}; SameSite=Lax`;
}

export function deleteSettingCookies() {
  for (const key of SETTING_KEYS) {
    document.cookie = `${key}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
  }
}
