import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('warmIntl', () => {
  it("builds the reader's formatters one task at a time, not at once", () => {
    vi.useFakeTimers();
    // The environment's own idle callback (if it has one) would fire on real idle time: one on
    // the fake clock keeps the steps in the test's hands.
    vi.stubGlobal('requestIdleCallback', (step: () => void) => setTimeout(step, 1));
    // Spies that still build the real thing (the formatter is used once built).
    const { NumberFormat, PluralRules } = Intl;
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new NumberFormat(...args);
    } as never);
    const plurals = vi.spyOn(Intl, 'PluralRules').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.PluralRules>
    ) {
      return new PluralRules(...args);
    } as never);
    warmIntl('fr');
    expect(numbers).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(numbers).toHaveBeenCalledWith('fr-FR', expect.anything());
    expect(plurals).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(plurals).toHaveBeenCalledWith('fr-FR');
  });
});
