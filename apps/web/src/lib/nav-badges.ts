// Live nav badge counts (Mail: unread inbox, Chat: unread messages). Features set them when
// they learn a new count (on load, over the WebSocket); the nav reads them. Badges hide at 0.
import { useSyncExternalStore } from 'react';
/** Live counts shown as nav badges. */
export type NavBadgeKey = 'mail' | 'chat';

let counts: Partial<Record<NavBadgeKey, number>> = {};
const listeners = new Set<() => void>();

export function setNavBadge(key: NavBadgeKey, count: number) {
  if (counts[key] === count) return;
  counts = { ...counts, [key]: count };
  for (const listener of listeners) listener();
}

export function useNavBadges(): Partial<Record<NavBadgeKey, number>> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => counts,
  );
}
