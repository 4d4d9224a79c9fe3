// "Resend code" waits 60 s between requests (docs/spec/pages.md#auth).
import { useEffect, useState } from 'react';
import { RESEND_COOLDOWN_SECONDS } from '@keel/contracts/verification';

export function useResendCooldown(startCooling = false) {
  const [left, setLeft] = useState(startCooling ? RESEND_COOLDOWN_SECONDS : 0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(RESEND_COOLDOWN_SECONDS) };
}
