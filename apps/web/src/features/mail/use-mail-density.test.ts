import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDensity, useMailDensity } from './use-mail-density.ts';

describe('mail density', () => {
  beforeEach(() => localStorage.clear());

  it('survives a reload and belongs to the user who chose it', () => {
    const first = renderHook(() => useMailDensity('ann'));
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe(true);
    first.unmount();
    // "Reload": a new hook reads the stored choice; another account has its own.
    expect(renderHook(() => useMailDensity('ann')).result.current[0]).toBe(true);
    expect(renderHook(() => useMailDensity('bob')).result.current[0]).toBe(false);
    expect(readDensity('ann')).toBe(true);
  });
});
