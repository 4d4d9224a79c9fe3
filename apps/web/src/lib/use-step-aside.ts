// Floating widgets that give way to the page (docs/decisions/026-floating-widgets-step-aside.md):
// the light/dark button (settings/mode-toggle-button.tsx) and the shop's cart widget
// (features/products/shop/cart-widget.tsx) stay where the seed puts them, fixed at a screen edge,
// but while a control of the page (a button, link, input…) lies under one of them it fades out
// and lets taps through, and it comes back as soon as the spot under it is free again.
import { useEffect, useState, type RefObject } from 'react';

/** What a user taps or types into; a widget over one of these steps aside. */
export const CONTROL_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[contenteditable="true"]',
  ...[
    'button',
    'link',
    'checkbox',
    'radio',
    'switch',
    'tab',
    'menuitem',
    'option',
    'combobox',
    'slider',
  ].map((role) => `[role="${role}"]`),
].join(', ');

/** Sample points are at most this far apart: no control this wide or tall slips between two. */
const SAMPLE_STEP = 12;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A grid of points over the box, 1 px inside its edges, at most SAMPLE_STEP apart. */
export function samplePoints(box: Box, step = SAMPLE_STEP): [number, number][] {
  const axis = (from: number, to: number) => {
    const start = from + 1;
    const end = to - 1;
    if (end <= start) return [(from + to) / 2];
    const count = Math.ceil((end - start) / step);
    return Array.from({ length: count + 1 }, (_, index) => start + ((end - start) * index) / count);
  };
  const xs = axis(box.left, box.right);
  return axis(box.top, box.bottom).flatMap((y) => xs.map((x): [number, number] => [x, y]));
}

/**
 * Whether a control other than the widget itself lies under the widget's box: the elements at each
 * sample point (every layer, as `document.elementsFromPoint` lists them) are checked for one.
 */
export function coversControl(
  widget: Element,
  elementsAt: (x: number, y: number) => Element[] = (x, y) => document.elementsFromPoint(x, y),
): boolean {
  const box = widget.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  return samplePoints(box).some(([x, y]) =>
    elementsAt(x, y).some(
      (element) => !widget.contains(element) && element.matches(CONTROL_SELECTOR),
    ),
  );
}

/** DOM changes (data arriving, a panel opening) are checked at most this often. */
const MUTATION_CHECK_MS = 200;

/**
 * True while the widget in `ref` would cover a control. Checked once per frame while anything
 * scrolls (the page or a scrolling panel) or the window resizes, and shortly after the DOM changes.
 * The widget's own style hides it while this is true (see `stepAsideSx`).
 */
export function useStepAside(ref: RefObject<HTMLElement | null>): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      frame = 0;
      if (ref.current) setAside(coversControl(ref.current));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    const scheduleSoon = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        schedule();
      }, MUTATION_CHECK_MS);
    };
    const options = { capture: true, passive: true } as const;
    window.addEventListener('scroll', schedule, options);
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(scheduleSoon);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden', 'open'],
    });
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule, options);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ref]);
  return aside;
}

/**
 * The widget's style while it steps aside: faded out and letting taps through, but still in the
 * tab order, and shown again while it holds the keyboard focus.
 */
export const stepAsideSx = (aside: boolean) => ({
  // Opacity only: a transform would change the box that `coversControl` measures, and a widget
  // shrunk while aside could find the spot free, come back full size, and step aside again.
  transition: 'opacity 150ms',
  ...(aside && {
    opacity: 0,
    pointerEvents: 'none' as const,
    '&:focus-within, &:focus-visible': { opacity: 1, pointerEvents: 'auto' as const },
  }),
});
