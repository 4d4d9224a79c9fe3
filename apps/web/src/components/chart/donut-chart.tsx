// A donut: each value's share of the whole, the total in the centre (or the segment being read),
// the legend below.
import { useTheme } from '@mui/material/styles';
import { fNumber } from '../../lib/formatters.ts';
import { ChartFrame, chartColors, colorAt, useChartState, type ShareChartProps } from './chart-frame.tsx';
import { angleOf, polar, sectorPath, shorten } from './chart-geometry.ts';

export interface DonutChartProps extends ShareChartProps {
  /** The centre's caption, e.g. "Total". */
  totalLabel: string;
  /** The centre's figure; the values' sum in `format` by default. */
  total?: string;
}

const HOLLOW = 0.65;
const GROW = 5;

export function DonutChart({ label, values, labels, height = 300, colors, format = fNumber, totalLabel, total }: DonutChartProps) {
  const theme = useTheme();
  const chart = useChartState();
  const palette = colors ?? chartColors(theme);
  const { width, active } = chart;
  const cx = width / 2;
  const cy = height / 2;
  const outer = Math.max(0, Math.min(width, height) / 2 - GROW - 1);
  const inner = outer * HOLLOW;
  const sum = values.reduce((acc, value) => acc + Math.max(0, value), 0);

  let angle = 0;
  const segments = values.map((value, index) => {
    const start = angle;
    angle += sum ? (Math.max(0, value) / sum) * Math.PI * 2 : 0;
    return { start, end: angle, color: colorAt(palette, index) };
  });
  const tips = segments.map((segment, index) => {
    const [x, y] = polar(cx, cy, (outer + inner) / 2, (segment.start + segment.end) / 2);
    return { x, y, rows: [{ color: segment.color, name: labels[index], value: format(values[index] ?? 0) }] };
  });
  const pick = (x: number, y: number) => {
    const distance = Math.hypot(x - cx, y - cy);
    if (distance < inner || distance > outer + GROW) return null;
    const at = angleOf(x - cx, y - cy);
    const found = segments.findIndex((segment) => at >= segment.start && at < segment.end);
    return found < 0 ? null : found;
  };
  const caption = active === null ? totalLabel : (labels[active] ?? '');
  const figure = active === null ? (total ?? format(sum)) : format(values[active] ?? 0);

  return (
    <ChartFrame
      chart={chart}
      label={label}
      height={height}
      legend={labels.map((name, index) => ({ name, color: colorAt(palette, index) }))}
      legendPosition="bottom"
      tips={tips}
      pick={pick}
    >
      {sum === 0 && <path d={sectorPath(cx, cy, outer, inner, 0, Math.PI * 2)} fill={theme.palette.action.hover} fillRule="evenodd" />}
      {segments.map((segment, index) =>
        segment.end > segment.start ? (
          <path key={index} d={sectorPath(cx, cy, index === active ? outer + GROW : outer, inner, segment.start, segment.end)} fill={segment.color} fillRule="evenodd" />
        ) : null,
      )}
      <text x={cx} y={cy - 12} textAnchor="middle" fontSize={16} fill={theme.palette.text.secondary}>
        {shorten(caption, inner * 2 - 16, 16)}
      </text>
      <text x={cx} y={cy + 18} textAnchor="middle" fontSize={22} fontWeight={700} fill={theme.palette.text.primary}>
        {figure}
      </text>
    </ChartFrame>
  );
}
