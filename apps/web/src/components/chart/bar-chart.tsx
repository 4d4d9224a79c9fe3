// Bar charts: series over categories, side by side (grouped) or `stacked`, upright or
// `horizontal` (categories down the left), ends rounded, value ticks on a dashed grid, the legend
// top right; or, as `sparkline`, bare bars for a widget. `integer` keeps counts' ticks whole.
import { useTheme } from '@mui/material/styles';
import { fNumber } from '../../lib/formatters.ts';
import { axisScale, CategoryLabels, ValueGrid, ValueLabels, valueAxis } from './chart-axes.tsx';
import {
  axisText,
  ChartFrame,
  chartColors,
  colorAt,
  shownSeries,
  useChartState,
  type ChartSeries,
} from './chart-frame.tsx';
import { barPath, shorten, textWidth } from './chart-geometry.ts';

export interface BarChartProps {
  label: string;
  series: ChartSeries[];
  categories?: string[];
  height?: number;
  colors?: string[];
  stacked?: boolean;
  horizontal?: boolean;
  sparkline?: boolean;
  integer?: boolean;
  format?: (value: number) => string;
}

interface Bar {
  key: string;
  path: string;
  color: string;
}

export function BarChart({
  label,
  series,
  categories = [],
  height = 320,
  colors,
  stacked = false,
  horizontal = false,
  sparkline = false,
  integer = false,
  format = fNumber,
}: BarChartProps) {
  const theme = useTheme();
  const chart = useChartState();
  const palette = colors ?? chartColors(theme);
  const { width } = chart;
  const count = Math.max(0, ...series.map((row) => row.data.length));
  const shown = shownSeries(series, chart.hidden);
  const totals = Array.from({ length: count }, (_, at) =>
    shown.reduce((sum, row) => sum + Math.max(0, row.data[at] ?? 0), 0),
  );
  const axis = valueAxis(stacked ? totals : shown.flatMap((row) => row.data), format, integer);
  const narrow = width < 480;

  // The plot box; categories run along `along` (x upright, y horizontal), values along the other.
  const labelRoom = Math.min(
    width * 0.35,
    Math.max(0, ...categories.map((text) => textWidth(text))),
  );
  const box = sparkline
    ? { left: 0, right: width, top: 2, bottom: height }
    : horizontal
      ? {
          left: labelRoom + 12,
          right: width - Math.max(8, axis.labelWidth / 2),
          top: 0,
          bottom: height - 26,
        }
      : { left: axis.labelWidth + 12, right: width - 8, top: 8, bottom: height - 26 };
  const [alongFrom, alongTo] = horizontal ? [box.top, box.bottom] : [box.left, box.right];
  const band = count ? (alongTo - alongFrom) / count : 0;
  const value = horizontal
    ? axisScale(axis, box.left, box.right)
    : axisScale(axis, box.bottom, box.top);
  const base = value(0);
  const thickness = band * (sparkline ? 0.64 : horizontal ? 0.3 : narrow ? 0.6 : 0.48);
  const radius = sparkline ? 1.5 : narrow ? 3 : 4;
  const each = stacked ? thickness : thickness / Math.max(1, shown.length);
  // Bars side by side keep a hairline apart: 2 px, 1 px when they are thin.
  const gap = !stacked && shown.length > 1 ? (each > 8 ? 2 : 1) : 0;

  const bars: Bar[] = [];
  const ends: number[] = [];
  for (let at = 0; at < count; at += 1) {
    const start = alongFrom + at * band + (band - thickness) / 2;
    let stack = 0;
    // In a stack only the top segment that has a value gets the rounded end.
    const top = stacked ? shown.findLastIndex((row) => (row.data[at] ?? 0) > 0) : -1;
    let end = base;
    shown.forEach((row, index) => {
      const amount = Math.max(0, row.data[at] ?? 0);
      const from = stacked ? value(stack) : base;
      const to = value(stack + amount);
      if (stacked) stack += amount;
      end = horizontal ? Math.max(end, to) : Math.min(end, to);
      if (amount <= 0) return;
      const offset = stacked ? start : start + index * each + gap / 2;
      const size = Math.max(1, each - gap);
      const r = !stacked || index === top ? radius : 0;
      const path = horizontal
        ? barPath(from, offset, to - from, size, r, true)
        : barPath(offset, to, size, from - to, r);
      bars.push({ key: `${at}-${row.index}`, path, color: colorAt(palette, row.index) });
    });
    ends.push(end);
  }

  const tips = ends.map((end, at) => {
    const centre = alongFrom + (at + 0.5) * band;
    return {
      x: horizontal ? end : centre,
      y: horizontal ? centre : end,
      title: categories[at],
      rows: shown.map((row) => ({
        color: colorAt(palette, row.index),
        name: sparkline ? undefined : row.name,
        value: format(row.data[at] ?? 0),
      })),
    };
  });
  const active = chart.active;
  const pick = (x: number, y: number) =>
    count
      ? Math.min(count - 1, Math.max(0, Math.floor(((horizontal ? y : x) - alongFrom) / band)))
      : null;

  return (
    <ChartFrame
      chart={chart}
      label={label}
      height={height}
      legend={
        sparkline || series.length < 2
          ? undefined
          : series.map((row, index) => ({ name: row.name, color: colorAt(palette, index) }))
      }
      toggleSeries
      tips={tips}
      pick={pick}
    >
      {active !== null &&
        (horizontal ? (
          <rect
            x={box.left}
            width={box.right - box.left}
            y={alongFrom + active * band}
            height={band}
            fill={theme.palette.action.hover}
          />
        ) : (
          <rect
            x={alongFrom + active * band}
            width={band}
            y={box.top}
            height={box.bottom - box.top}
            fill={theme.palette.action.hover}
          />
        ))}
      {!sparkline &&
        (horizontal ? (
          <>
            <ValueGrid axis={axis} scale={value} from={box.top} to={box.bottom} vertical />
            <CategoryLabels
              labels={axis.ticks.map(axis.format)}
              at={(index) => value(axis.ticks[index] ?? 0)}
              y={box.bottom + 10}
              band={(box.right - box.left) / Math.max(1, axis.ticks.length - 1)}
            />
            <g {...axisText(theme)} textAnchor="end" dominantBaseline="central">
              {categories.map((category, at) => (
                <text key={at} x={box.left - 10} y={alongFrom + (at + 0.5) * band}>
                  {shorten(category, labelRoom)}
                </text>
              ))}
            </g>
          </>
        ) : (
          <>
            <ValueGrid axis={axis} scale={value} from={box.left} to={box.right} />
            <ValueLabels axis={axis} scale={value} x={box.left - 10} side="left" />
            <CategoryLabels
              labels={categories}
              at={(at) => alongFrom + (at + 0.5) * band}
              y={box.bottom + 10}
              band={band}
            />
          </>
        ))}
      {bars.map((bar) => (
        <path key={bar.key} d={bar.path} fill={bar.color} />
      ))}
    </ChartFrame>
  );
}
