// A chart's tooltip: the values at one point or segment. Drawn in <body> with fixed position, so
// a card's overflow never clips it, and kept beside its point while the page scrolls.
import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';

export interface ChartTipRow {
  color: string;
  name?: string;
  value: string;
}

/** One stop of a chart (a category, a segment): where it is in the chart and what it says. */
export interface ChartTip {
  x: number;
  y: number;
  title?: string;
  rows: ChartTipRow[];
}

/** The tip as one sentence, for the screen reader's live region. */
export const describeTip = (tip: ChartTip) =>
  [tip.title, ...tip.rows.map((row) => (row.name ? `${row.name} ${row.value}` : row.value))]
    .filter(Boolean)
    .join(', ');

const GAP = 12;
const MARGIN = 8;

export function ChartTooltip({
  tip,
  anchor,
}: {
  tip: ChartTip;
  anchor: RefObject<Element | null>;
}) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const place = () => {
      const element = box.current;
      const origin = anchor.current?.getBoundingClientRect();
      if (!element || !origin) return;
      const x = origin.left + tip.x;
      const y = origin.top + tip.y;
      const { offsetWidth: width, offsetHeight: height } = element;
      // Right of the point, or left of it near the window's edge; above it, or below near the top.
      const left =
        x + GAP + width > window.innerWidth - MARGIN ? Math.max(MARGIN, x - GAP - width) : x + GAP;
      const top = Math.min(
        Math.max(MARGIN, y - height - GAP),
        window.innerHeight - height - MARGIN,
      );
      element.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
    };
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [tip, anchor]);

  return createPortal(
    <Box
      ref={box}
      aria-hidden
      // Inline position: the right-to-left style cache would turn a `left` in sx into `right`.
      style={{ position: 'fixed', left: 0, top: 0 }}
      sx={{
        zIndex: 'tooltip',
        pointerEvents: 'none',
        minWidth: 96,
        overflow: 'hidden',
        borderRadius: 1.25,
        // Lifted off the card it sits on: a card is paper-coloured in both modes.
        bgcolor: (theme) =>
          theme.palette.mode === 'dark' ? theme.palette.grey[700] : theme.palette.background.paper,
        boxShadow: (theme) => theme.customShadows.dropdown,
        typography: 'caption',
        color: 'text.primary',
      }}
    >
      {tip.title && (
        <Box sx={{ px: 1.5, py: 0.75, bgcolor: 'action.hover', fontWeight: 600 }}>{tip.title}</Box>
      )}
      <Box sx={{ py: 0.75 }}>
        {tip.rows.map((row, index) => (
          <Box
            key={index}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.25 }}
          >
            <Box
              component="span"
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: row.color, flexShrink: 0 }}
            />
            {row.name && (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {row.name}
              </Box>
            )}
            <Box component="span" sx={{ fontWeight: 600, marginInlineStart: 'auto' }}>
              {row.value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>,
    document.body,
  );
}
