// What the category charts (line, area, bar) share: a value axis (nice ticks, a dashed grid line
// per tick, its labels) and category labels that thin out rather than overlap.
import { useTheme } from '@mui/material/styles';
import { alignedTicks, labelStride, linearScale, niceTicks, textWidth } from './chart-geometry.ts';
import { axisText } from './chart-frame.tsx';

export interface ValueAxis {
  ticks: number[];
  format: (value: number) => string;
  /** Room its widest label needs, in px. */
  labelWidth: number;
}

/** An axis covering `values` (0 included); with `intervals`, that many steps to share another axis's grid. */
export function valueAxis(
  values: number[],
  format: (value: number) => string,
  integer = false,
  intervals?: number,
): ValueAxis {
  const max = Math.max(0, ...values);
  const ticks = intervals
    ? alignedTicks(max, intervals, integer)
    : niceTicks(Math.min(0, ...values), max, 5, integer);
  return { ticks, format, labelWidth: Math.max(...ticks.map((tick) => textWidth(format(tick)))) };
}

export const axisScale = (axis: ValueAxis, from: number, to: number) =>
  linearScale([axis.ticks[0] ?? 0, axis.ticks[axis.ticks.length - 1] ?? 1], [from, to]);

/** Dashed grid lines across the plot, one per tick of `axis`, horizontal or (`vertical`) upright. */
export function ValueGrid({
  axis,
  scale,
  from,
  to,
  vertical = false,
}: {
  axis: ValueAxis;
  scale: (value: number) => number;
  from: number;
  to: number;
  vertical?: boolean;
}) {
  const theme = useTheme();
  return (
    <g stroke={theme.palette.divider} strokeDasharray="3">
      {axis.ticks.map((tick) => {
        const at = scale(tick);
        return vertical ? (
          <line key={tick} x1={at} x2={at} y1={from} y2={to} />
        ) : (
          <line key={tick} x1={from} x2={to} y1={at} y2={at} />
        );
      })}
    </g>
  );
}

/** The labels of a vertical value axis, right-aligned at `x` (left side) or left-aligned (right side). */
export function ValueLabels({
  axis,
  scale,
  x,
  side,
}: {
  axis: ValueAxis;
  scale: (value: number) => number;
  x: number;
  side: 'left' | 'right';
}) {
  const theme = useTheme();
  return (
    <g
      {...axisText(theme)}
      textAnchor={side === 'left' ? 'end' : 'start'}
      dominantBaseline="central"
    >
      {axis.ticks.map((tick) => (
        <text key={tick} x={x} y={scale(tick)}>
          {axis.format(tick)}
        </text>
      ))}
    </g>
  );
}

/** Category labels centred under their positions, every n-th one when they would overlap. */
export function CategoryLabels({
  labels,
  at,
  y,
  band,
}: {
  labels: string[];
  at: (index: number) => number;
  y: number;
  band: number;
}) {
  const theme = useTheme();
  const stride = labelStride(band, Math.max(0, ...labels.map((label) => textWidth(label))));
  return (
    <g {...axisText(theme)} textAnchor="middle" dominantBaseline="hanging">
      {labels.map((label, index) =>
        index % stride === 0 ? (
          <text key={index} x={at(index)} y={y}>
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}
