// The value, once it has stopped changing for `delay` ms (search boxes: 300 ms, docs/spec/pages.md#shared-rules).
import { useEffect, useState } from 'react';

export function useDebounce<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    // Already settled (the first render): no timer, and no render of the caller for nothing.
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay, settled]);
  return settled;
}
