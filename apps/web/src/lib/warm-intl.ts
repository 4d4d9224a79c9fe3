// The first Intl formatter of a locale loads and resolves its data (ICU): on a phone (Lighthouse's
// 4× slowdown) the first NumberFormat took ~90 ms and the first DateTimeFormat ~20 ms, and they
// came inside the first screen's render, whichever component formatted a number first (a count
// in a translated sentence, a table's price). Built here, each in an idle task of its own while
// the route's code and data are on the network, the render finds them ready (lib/number-format.ts
// keeps them). bench/RESULTS.md, "Issue 23, session 11".
import { dateTimeFormat, fNumber, localeOf } from './number-format.ts';

const later = (step: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(step, { timeout: 1000 })
    : setTimeout(step, 1);

export function warmIntl(language: string) {
  const locale = localeOf(language);
  const steps = [
    // The formatter every translated sentence's numbers go through (fNumber's options).
    () => fNumber(0, language),
    () => dateTimeFormat(locale),
    // i18next's plural rules for sentences with a count (its own cache; the locale data is shared).
    () => new Intl.PluralRules(locale),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) later(next);
  };
  later(next);
}
