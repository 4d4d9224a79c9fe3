// Work the first screen does not need (live subscriptions, the nav's badge counts) waits until the
// page has had time to draw and the main thread is idle. On a phone every script and request that
// runs before the largest paint delays it (issue 23; bench/RESULTS.md, "Issue 23, session 10").
import { useEffect, useState } from 'react';

/** How long after mount the deferred work may start at the earliest (ms). */
export const IDLE_START_DELAY = 1500;
/** The latest an idle callback may wait once the delay has passed (ms). */
const IDLE_TIMEOUT = 2000;

/** False on mount; true once `delay` has passed and the browser has been idle (or IDLE_TIMEOUT). */
export function useIdleStart(delay = IDLE_START_DELAY): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const start = () => setStarted(true);
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT });
      else start();
    }, delay);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [delay]);
  return started;
}
