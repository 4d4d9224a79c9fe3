// True from the first render where `open` is true, and from then on. A closed MUI Menu, Popover
// or Dialog draws nothing, yet it runs its hooks (slots, refs, styles) and its parent builds its
// children (translated texts, numbers formatted) on every render of the page: ten rows' ⋮ menus
// and the header's popovers did that in the first screen's render, before the largest paint
// (bench/RESULTS.md, "Issue 23, session 11"). Mounted at the first open and kept afterwards, an
// overlay still plays its closing transition and keeps its state between opens.
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set while rendering (React's pattern for state derived from props): the overlay mounts in
  // the same render that opens it, so it opens without a frame's delay.
  if (open && !opened) setOpened(true);
  return opened || open;
}
