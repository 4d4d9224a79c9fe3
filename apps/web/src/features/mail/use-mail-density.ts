// The list's density (issue 19: lost on reload): remembered per user in this browser, so
// another account signing in here keeps its own choice.
import { useCallback, useState } from 'react';

const keyFor = (userId: string | undefined) => `keel.mail.dense.${userId ?? 'anonymous'}`;

export function readDensity(userId: string | undefined): boolean {
  try {
    return localStorage.getItem(keyFor(userId)) === '1';
  } catch {
    return false;
  }
}

export function useMailDensity(userId: string | undefined) {
  const [dense, setDense] = useState(() => readDensity(userId));
  const toggle = useCallback(() => {
    setDense((current) => {
      const next = !current;
      try {
        localStorage.setItem(keyFor(userId), next ? '1' : '0');
      } catch {
        // Private mode: remembered for this visit only.
      }
      return next;
    });
  }, [userId]);
  return [dense, toggle] as const;
}
