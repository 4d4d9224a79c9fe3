// The hand-off from the dashboard's prerendered shell (apps/web/build/prerendered-shell.ts: plain
// HTML drawn over #root before any script runs) to the app. The shell is removed in a layout
// effect, i.e. after the app's own screen is in the DOM and before the browser paints it, so the
// two swap in one frame: no blank or spinner frame between them. Elements removed or added are no
// layout shift (only elements that move are), so the swap adds nothing to CLS.
import { useLayoutEffect } from 'react';

export const PRERENDERED_SHELL_ID = 'keel-shell';

/** Removes the shell and the attributes build/shell-boot.js set for it; idempotent. */
export function removePrerenderedShell() {
  const shell = document.getElementById(PRERENDERED_SHELL_ID);
  if (!shell) return;
  shell.remove();
  for (const name of document.documentElement.getAttributeNames()) {
    if (name.startsWith('data-keel-')) document.documentElement.removeAttribute(name);
  }
}

/** Rendered where the app's first screen replaces the shell: the signed-in layout, error pages. */
export function ShellHandOff() {
  useLayoutEffect(removePrerenderedShell, []);
  return null;
}
