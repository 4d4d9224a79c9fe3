// The frame every Keel chart draws in: its width from a ResizeObserver, left-to-right layout in
// every language, the legend, and one way to read values for all kinds: a pointer over the chart
// or, once the chart has focus, the arrow keys (Home, End, Escape) move a tooltip through its
// stops, and a live region reads each stop out. The chart kinds only draw and list their stops.
// Where series share one plot, each legend item is a toggle that hides its series or shows it
// again (at least one stays shown); the kinds draw only `shownSeries`.
import Box from '@mui/material/Box';
import { decomposeColor, keyframes, useTheme, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import {
  useCallback,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { ChartTooltip, describeTip, type ChartTip } from './chart-tooltip.tsx';

export interface ChartSeries {
  name: string;
  data: number[];
}

/** A series still shown, with its place in the chart's `series` (which keeps its colour). */
export interface ShownSeries extends ChartSeries {
  index: number;
}

/** The series the legend has not hidden (all of them if it has hidden every one there is). */
export function shownSeries(series: ChartSeries[], hidden: ReadonlySet<string>): ShownSeries[] {
  const indexed = series.map((row, index) => ({ ...row, index }));
  const shown = indexed.filter((row) => !hidden.has(row.name));
  return shown.length > 0 ? shown : indexed;
}

/** A value of a chart of one value per label, still shown, with its place in `values`. */
export interface ShownShare {
  name: string;
  value: number;
  index: number;
}

/** The labels' values the legend has not hidden (all of them if it has hidden every one). */
export function shownShares(
  labels: string[],
  values: number[],
  hidden: ReadonlySet<string>,
): ShownShare[] {
  return shownSeries(
    labels.map((name, index) => ({ name, data: [values[index] ?? 0] })),
    hidden,
  ).map((row) => ({ name: row.name, value: row.data[0] ?? 0, index: row.index }));
}

/** What the charts of one value per label (donut, polar area, radial bars) are given. */
export interface ShareChartProps {
  label: string;
  values: number[];
  labels: string[];
  height?: number;
  colors?: string[];
  format?: (value: number) => string;
}

export interface LegendItem {
  name: string;
  color: string;
  /** Shown after the name, e.g. a percentage. */
  value?: string;
}

const rgb = (color: string) => decomposeColor(color).values.slice(0, 3);
/** Two colours a reader would take for one (the orange preset's primary and warning). */
const alike = (a: string, b: string) =>
  Math.hypot(...rgb(a).map((value, index) => value - (rgb(b)[index] ?? 0))) < 64;

/**
 * Keel's series colours, in order: the theme's main colours (so every preset and mode), without
 * the ones the chosen preset's primary looks like (orange: warning; red: error).
 */
export function chartColors(theme: Theme): string[] {
  const { palette } = theme;
  const primary = palette.primary.main;
  return [
    primary,
    ...[
      palette.warning.main,
      palette.info.main,
      palette.error.main,
      palette.success.main,
      palette.secondary.main,
    ].filter((color) => !alike(color, primary)),
  ];
}

/** The colour of the index-th series or segment (colours repeat past the list's end). */
export const colorAt = (colors: string[], index: number) =>
  colors[index % colors.length] ?? 'currentColor';

/** Axis and label text: a chart's small print. */
export const axisText = (theme: Theme) => ({ fontSize: 12, fill: theme.palette.text.disabled });

export type ChartState = ReturnType<typeof useChartState>;

/**
 * The width a chart has to draw in, its active stop (hovered or chosen with the keyboard) and the
 * series hidden from its legend, by name (so they stay hidden when the data changes).
 */
export function useChartState() {
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState<number | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  /** Hides the series `name` of `names`, or shows it again; the last one shown stays. */
  const toggle = useCallback((name: string, names: readonly string[]) => {
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else if (names.some((other) => other !== name && !next.has(other))) next.add(name);
      else return current;
      return next;
    });
  }, []);
  // A chart is drawn once it comes near the screen (issue 23): the first screen of a dashboard
  // on a phone does not wait for the SVG of the charts below it. Its box keeps its height.
  const measure = useCallback((node: HTMLElement | null) => {
    if (!node) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(node.clientWidth);
      return undefined;
    }
    const resize = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    if (typeof IntersectionObserver === 'undefined') {
      resize.observe(node);
      return () => resize.disconnect();
    }
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        resize.observe(node);
      },
      { rootMargin: '200px 0px' },
    );
    near.observe(node);
    return () => {
      near.disconnect();
      resize.disconnect();
    };
  }, []);
  return { measure, width, active, setActive, hidden, toggle };
}

const enter = keyframes`from { opacity: 0; }`;

function LegendEntry({ item, hidden = false }: { item: LegendItem; hidden?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {/* A hidden series keeps its colour as a ring; its name is struck through, not faded (contrast). */}
      <Box
        component="span"
        sx={{
          width: 12,
          height: 12,
          borderRadius: '50%',
          flexShrink: 0,
          boxSizing: 'border-box',
          border: 2,
          borderColor: item.color,
          bgcolor: hidden ? 'transparent' : item.color,
        }}
      />
      <Box component="span" sx={{ textDecoration: hidden ? 'line-through' : 'none' }}>
        {item.value ? `${item.name} ${item.value}` : item.name}
      </Box>
    </Box>
  );
}

/** A legend item that hides its series or shows it again; pressed while the series shows. */
function LegendToggle({
  item,
  names,
  chart,
}: {
  item: LegendItem;
  names: string[];
  chart: ChartState;
}) {
  const hidden = chart.hidden.has(item.name);
  const last = !hidden && names.every((name) => name === item.name || chart.hidden.has(name));
  return (
    <Box
      component="button"
      type="button"
      aria-pressed={!hidden}
      aria-disabled={last || undefined}
      onClick={() => chart.toggle(item.name, names)}
      sx={(theme) => ({
        font: 'inherit',
        color: 'inherit',
        bgcolor: 'transparent',
        border: 0,
        borderRadius: 0.5,
        p: '2px 4px',
        m: '-2px -4px',
        cursor: last ? 'default' : 'pointer',
        '&:hover': { bgcolor: last ? 'transparent' : 'action.hover' },
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
      })}
    >
      <LegendEntry item={item} hidden={hidden} />
    </Box>
  );
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export interface ChartFrameProps {
  chart: ChartState;
  /** What the chart shows, for screen readers. */
  label: string;
  height: number;
  legend?: LegendItem[];
  legendPosition?: 'top' | 'bottom';
  /** Legend items are toggles that hide their series (`chart.hidden`) or show it again. */
  toggleSeries?: boolean;
  /** The stops, in reading order. */
  tips: ChartTip[];
  /** The stop under a pointer at (x, y) in the chart, if any. */
  pick?: (x: number, y: number) => number | null;
  /** false: the chart shows the active stop itself (a donut's or a radial bar's centre). */
  tooltip?: boolean;
  children: ReactNode;
}

export function ChartFrame({
  chart,
  label,
  height,
  legend,
  legendPosition = 'top',
  toggleSeries = false,
  tips,
  pick,
  tooltip = true,
  children,
}: ChartFrameProps) {
  const theme = useTheme();
  const svg = useRef<SVGSVGElement>(null);
  const { width, active, setActive } = chart;
  const tip = active === null ? undefined : tips[active];

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    if (!pick) return;
    const box = event.currentTarget.getBoundingClientRect();
    setActive(pick(event.clientX - box.left, event.clientY - box.top));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = tips.length - 1;
    const step = STEP[event.key];
    let next: number | null;
    if (step)
      next = active === null ? (step > 0 ? 0 : last) : Math.min(last, Math.max(0, active + step));
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key === 'Escape' && active !== null) next = null;
    else return;
    event.preventDefault();
    setActive(next);
  };
  // Focus from the keyboard shows the first stop at once: the tooltip tells there is more to read.
  const onFocus = (event: FocusEvent<SVGSVGElement>) => {
    if (active === null && tips.length > 0 && event.currentTarget.matches(':focus-visible'))
      setActive(0);
  };

  const legendRow = legend && legend.length > 0 && (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: legendPosition === 'top' ? 'flex-end' : 'center',
        gap: '4px 12px',
        listStyle: 'none',
        m: 0,
        p: 0,
        [legendPosition === 'top' ? 'mb' : 'mt']: 1,
        fontSize: 13,
        fontWeight: 500,
        color: 'text.primary',
      }}
    >
      {legend.map((item) => (
        <Box component="li" key={item.name} sx={{ display: 'inline-flex' }}>
          {toggleSeries && legend.length > 1 ? (
            <LegendToggle item={item} names={legend.map((entry) => entry.name)} chart={chart} />
          ) : (
            <LegendEntry item={item} />
          )}
        </Box>
      ))}
    </Box>
  );

  return (
    // dir="ltr", not a CSS rule: the right-to-left style cache would flip a rule.
    <Box dir="ltr" sx={{ fontFamily: theme.typography.fontFamily }}>
      {legendPosition === 'top' && legendRow}
      <Box ref={chart.measure} sx={{ height }}>
        {width > 0 && (
          <Box
            component="svg"
            ref={svg}
            role="img"
            aria-label={label}
            tabIndex={tips.length > 0 ? 0 : undefined}
            viewBox={`0 0 ${width} ${height}`}
            onPointerMove={onPointer}
            onPointerDown={onPointer}
            onPointerLeave={() => setActive(null)}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            onBlur={() => setActive(null)}
            sx={{
              display: 'block',
              width,
              height,
              overflow: 'visible',
              outline: 'none',
              borderRadius: 1,
              touchAction: 'pan-y',
              '&:focus-visible': {
                outline: `2px solid ${theme.palette.primary.main}`,
                outlineOffset: 2,
              },
              '& .chart-plot': { animation: `${enter} 400ms ease-out` },
              '@media (prefers-reduced-motion: reduce)': { '& .chart-plot': { animation: 'none' } },
            }}
          >
            <g className="chart-plot">{children}</g>
          </Box>
        )}
      </Box>
      {legendPosition === 'bottom' && legendRow}
      <Box sx={visuallyHidden} aria-live="polite">
        {tip ? describeTip(tip) : ''}
      </Box>
      {tooltip && tip && <ChartTooltip tip={tip} anchor={svg} />}
    </Box>
  );
}
