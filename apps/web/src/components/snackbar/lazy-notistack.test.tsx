// The app's `notistack` (lazy-notistack.ts): a toast asked for before the provider has loaded
// is shown once <SnackbarHost> has loaded it; later ones go straight through.
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppTheme } from '../../theme/create-app-theme.ts';
import { closeSnackbar, enqueueSnackbar, snackbarDemand, useSnackbar } from './lazy-notistack.ts';
import { SnackbarHost } from './snackbar-host.tsx';

function setup() {
  render(
    <ThemeProvider theme={createAppTheme({ mode: 'light', direction: 'ltr' })}>
      <SnackbarHost />
    </ThemeProvider>,
  );
}

describe('lazy notistack', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    snackbarDemand.reset();
  });

  it('loads nothing until the first toast, then shows the queued ones in order', async () => {
    setup();
    expect(snackbarDemand.wanted()).toBe(false);
    act(() => {
      enqueueSnackbar('First');
      enqueueSnackbar('Second', { variant: 'error' });
    });
    expect(snackbarDemand.wanted()).toBe(true);
    // The first toast imports the provider: slow on a busy machine (the module is transformed then).
    expect(await screen.findByText('First', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('Second')).toBeTruthy();
    act(() => {
      useSnackbar().enqueueSnackbar('Third');
    });
    expect(await screen.findByText('Third')).toBeTruthy();
  });

  it('forgets a toast closed before the provider has loaded', async () => {
    setup();
    act(() => {
      const key = enqueueSnackbar('Gone');
      enqueueSnackbar('Kept');
      closeSnackbar(key);
    });
    expect(await screen.findByText('Kept', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Gone')).toBeNull();
  });
});
