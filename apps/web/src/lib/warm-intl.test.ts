import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmIntl', () => {
  it("builds the reader's formatters one task at a time, not at once", () => {
    vi.useFakeTimers();
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
