// Where the light/dark button sits. The dashboard puts it in its header (in the settings drawer on
// phones), so no floating button covers a row's ⋮ menu or a form's "Save changes" (issue 19);
// other layouts keep it floating and end with MODE_BUTTON_CLEARANCE of empty space beneath.
import { useEffect, useSyncExternalStore } from 'react';

/** 24 px offset + 48 px button + 16 px gap: what a floating button needs below the content. */
export const MODE_BUTTON_CLEARANCE = 88;

let docked = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A layout that shows the button itself calls this: the floating one hides while it is mounted. */
export function useDockModeToggle() {
  useEffect(() => {
    docked += 1;
    notify();
    return () => {
      docked -= 1;
      notify();
    };
  }, []);
}

export function useModeToggleDocked(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => docked > 0,
    () => false,
  );
}
