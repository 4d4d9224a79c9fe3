import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('warmIntl', () => {
  it("builds the reader's formatters in later tasks, one at a time", () => {
    vi.useFakeTimers();
    // The environment's own idle callback (if it has one) would fire on real idle time: one on
    // the fake clock keeps the steps in the test's hands.
    vi.stubGlobal('requestIdleCallback', (step: () => void) => setTimeout(step, 1));
    // A spy that still builds the real thing. (The number formatter is not watched: another test
    // file in the same worker may have built it already, and lib/number-format.ts keeps it.)
    const { PluralRules } = Intl;
    const plurals = vi.spyOn(Intl, 'PluralRules').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.PluralRules>
    ) {
      return new PluralRules(...args);
    } as never);
    warmIntl('fr');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextTimer();
    // The number formatter's step ran; the plural rules wait for a task of their own.
    expect(plurals).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(plurals).toHaveBeenCalledWith('fr-FR');
    expect(vi.getTimerCount()).toBe(0);
  });
});
