// Every option of the settings drawer changes its setting and cookie; Reset restores them all.
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nReady } from '../locales/i18n.ts';
import { createAppTheme } from '../theme/create-app-theme.ts';
import { DEFAULT_SETTINGS, SETTING_KEYS } from './settings-config.ts';
import { readStoredSettings } from './settings-cookies.ts';
import { SettingsDrawer } from './settings-drawer.tsx';
import { settingsStore } from './settings-store.ts';

async function renderDrawer() {
  render(
    <ThemeProvider theme={createAppTheme({ mode: 'light', direction: 'ltr' })}>
      <Suspense fallback="loading">
        <SettingsDrawer />
      </Suspense>
    </ThemeProvider>,
  );
  act(() => settingsStore.setDrawerOpen(true));
  return screen.findByRole('radio', { name: 'Dark' });
}

const click = (element: HTMLElement) => fireEvent.click(element);

// MUI in jsdom is slow on a shared machine.
describe('settings drawer', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await i18nReady;
  });
  afterEach(() => {
    act(() => {
      settingsStore.reset();
      settingsStore.setDrawerOpen(false);
    });
    cleanup();
  });

  it('changes every setting and stores it in its cookie', async () => {
    await renderDrawer();
    click(screen.getByRole('radio', { name: 'Dark' }));
    click(screen.getByRole('radio', { name: 'Bold' }));
    click(screen.getByRole('radio', { name: 'Right to left' }));
    click(screen.getByRole('radio', { name: 'Mini' }));
    click(screen.getByRole('switch', { name: 'Stretch' }));
    click(screen.getByRole('radio', { name: 'Orange' }));
    const expected = {
      themeMode: 'dark',
      themeContrast: 'bold',
      themeDirection: 'rtl',
      themeLayout: 'mini',
      themeStretch: true,
      themeColorPresets: 'orange',
    };
    expect(settingsStore.getSettings()).toEqual(expected);
    expect(readStoredSettings()).toEqual(expected);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Dark' }).checked).toBe(true);

    click(screen.getByRole('radio', { name: 'Light' }));
    click(screen.getByRole('radio', { name: 'Vertical' }));
    expect(settingsStore.getSettings()).toMatchObject({
      themeMode: 'light',
      themeLayout: 'vertical',
    });
  });

  it('Reset restores the defaults and deletes the cookies', async () => {
    await renderDrawer();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reset' }).disabled).toBe(true);
    click(screen.getByRole('radio', { name: 'Dark' }));
    click(screen.getByRole('radio', { name: 'Cyan' }));
    click(screen.getByRole('button', { name: 'Reset' }));
    expect(settingsStore.getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(readStoredSettings()).toEqual({});
    for (const key of SETTING_KEYS) expect(document.cookie).not.toContain(`${key}=`);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Light' }).checked).toBe(true);
  });

  it('closes from its Close button', async () => {
    await renderDrawer();
    click(screen.getByRole('button', { name: 'Close' }));
    expect(settingsStore.isDrawerOpen()).toBe(false);
  });
});
