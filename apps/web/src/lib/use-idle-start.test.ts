import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_START_DELAY, useIdleStart } from './use-idle-start.ts';

describe('useIdleStart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the delay, then for the idle callback', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { result } = renderHook(() => useIdleStart());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(IDLE_START_DELAY - 1));
    expect(idle).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    act(() => idle[0]!());
    expect(result.current).toBe(true);
  });

  it('starts after the delay where the browser has no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useIdleStart(100));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(true);
  });

  it('starts nothing once unmounted', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const { unmount } = renderHook(() => useIdleStart(100));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(idle).not.toHaveBeenCalled();
  });
});
