// The toasts of docs/spec/seed.md#constants: at most 5 (the oldest goes), no duplicates, 3000 ms, success by
// default, paused on hover or window blur and resumed with half the duration, and a click
// elsewhere never dismisses them.
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { enqueueSnackbar, type CloseReason, type SnackbarKey } from 'notistack/notistack.esm.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppTheme } from '../../theme/create-app-theme.ts';
import { SnackbarProvider } from './snackbar-provider.tsx';

function setup() {
  render(
    <ThemeProvider theme={createAppTheme({ mode: 'light', direction: 'ltr' })}>
      <SnackbarProvider>
        <p>page</p>
      </SnackbarProvider>
    </ThemeProvider>,
  );
}

function toast(message: string) {
  const onClose = vi.fn<(event: unknown, reason: CloseReason, key?: SnackbarKey) => void>();
  act(() => {
    enqueueSnackbar(message, { onClose });
  });
  return onClose;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const snackOf = (message: string) =>
  screen.getByText(message).closest('.notistack-Snackbar') as HTMLElement;

describe('snackbar provider', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setup();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('keeps at most 5: a sixth dismisses the oldest', () => {
    const closes = ['one', 'two', 'three', 'four', 'five'].map(toast);
    advance(1000);
    toast('six');
    advance(1400);
    expect(closes[0]).toHaveBeenCalledWith(null, 'maxsnack', expect.anything());
    // jsdom runs no CSS transitions, so the exit animation and the sixth's entry are checked in e2e.
    for (const onClose of closes.slice(1)) expect(onClose).not.toHaveBeenCalled();
  });

  it('suppresses duplicates and defaults to success', () => {
    toast('Saved');
    toast('Saved');
    advance(100);
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    expect(snackOf('Saved').querySelector('.notistack-MuiContent-success')).not.toBeNull();
  });

  it('hides after 3000 ms; a click elsewhere does not dismiss', () => {
    const onClose = toast('Hello');
    advance(100);
    fireEvent.click(document.body);
    advance(2800);
    expect(onClose).not.toHaveBeenCalled();
    advance(200);
    expect(onClose).toHaveBeenCalledWith(null, 'timeout', expect.anything());
  });

  it('pauses on hover and resumes with half the duration', () => {
    const onClose = toast('Hover me');
    advance(1000);
    fireEvent.mouseEnter(snackOf('Hover me'));
    advance(10_000);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(snackOf('Hover me'));
    advance(1400);
    expect(onClose).not.toHaveBeenCalled();
    advance(200);
    expect(onClose).toHaveBeenCalledWith(null, 'timeout', expect.anything());
  });

  it('pauses while the window is blurred and resumes with half the duration', () => {
    const onClose = toast('Away');
    advance(500);
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    advance(10_000);
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    advance(1400);
    expect(onClose).not.toHaveBeenCalled();
    advance(200);
    expect(onClose).toHaveBeenCalledWith(null, 'timeout', expect.anything());
  });

  it('has a close button', () => {
    const onClose = toast('Closable');
    advance(100);
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalledWith(null, 'instructed', expect.anything());
  });
});
