// A donut: each value's share of the whole, the total in the centre (or the segment being read),
// the legend below. A legend item hides its segment (the others share the ring and the total) or
// shows it again.
import { useTheme } from '@mui/material/styles';
import { fNumber } from '../../lib/formatters.ts';
import {
  ChartFrame,
  chartColors,
  colorAt,
  shownShares,
  useChartState,
  type ShareChartProps,
} from './chart-frame.tsx';
import { angleOf, polar, sectorPath, shorten } from './chart-geometry.ts';

export interface DonutChartProps extends ShareChartProps {
  /** The centre's caption, e.g. "Total". */
  totalLabel: string;
  /** The centre's figure; the values' sum in `format` by default. */
  total?: string;
}

const HOLLOW = 0.65;
const GROW = 5;

export function DonutChart({
  label,
  values,
  labels,
  height = 300,
  colors,
  format = fNumber,
  totalLabel,
  total,
}: DonutChartProps) {
  const theme = useTheme();
  const chart = useChartState();
  const palette = colors ?? chartColors(theme);
  const { width, active } = chart;
  const cx = width / 2;
  const cy = height / 2;
  const outer = Math.max(0, Math.min(width, height) / 2 - GROW - 1);
  const inner = outer * HOLLOW;
  const shown = shownShares(labels, values, chart.hidden);
  const sum = shown.reduce((acc, share) => acc + Math.max(0, share.value), 0);

  let angle = 0;
  const segments = shown.map((share) => {
    const start = angle;
    angle += sum ? (Math.max(0, share.value) / sum) * Math.PI * 2 : 0;
    return { ...share, start, end: angle, color: colorAt(palette, share.index) };
  });
  const tips = segments.map((segment) => {
    const [x, y] = polar(cx, cy, (outer + inner) / 2, (segment.start + segment.end) / 2);
    return {
      x,
      y,
      rows: [{ color: segment.color, name: segment.name, value: format(segment.value) }],
    };
  });
  const pick = (x: number, y: number) => {
    const distance = Math.hypot(x - cx, y - cy);
    if (distance < inner || distance > outer + GROW) return null;
    const at = angleOf(x - cx, y - cy);
    const found = segments.findIndex((segment) => at >= segment.start && at < segment.end);
    return found < 0 ? null : found;
  };
  const reading = active === null ? undefined : segments[active];
  // The given total is the whole's; with a segment hidden the centre shows what is left.
  const whole = shown.length === labels.length;
  const caption = reading ? reading.name : totalLabel;
  const figure = reading
    ? format(reading.value)
    : total !== undefined && whole
      ? total
      : format(sum);

  return (
    <ChartFrame
      chart={chart}
      label={label}
      height={height}
      legend={labels.map((name, index) => ({ name, color: colorAt(palette, index) }))}
      legendPosition="bottom"
      toggleSeries
      tips={tips}
      pick={pick}
    >
      {sum === 0 && (
        <path
          d={sectorPath(cx, cy, outer, inner, 0, Math.PI * 2)}
          fill={theme.palette.action.hover}
          fillRule="evenodd"
        />
      )}
      {segments.map((segment, index) =>
        segment.end > segment.start ? (
          <path
            key={segment.index}
            d={sectorPath(
              cx,
              cy,
              index === active ? outer + GROW : outer,
              inner,
              segment.start,
              segment.end,
            )}
            fill={segment.color}
            fillRule="evenodd"
          />
        ) : null,
      )}
      <text
        x={cx}
        y={cy - 12}
        textAnchor="middle"
        fontSize={16}
        fill={theme.palette.text.secondary}
      >
        {shorten(caption, inner * 2 - 16, 16)}
      </text>
      <text
        x={cx}
        y={cy + 18}
        textAnchor="middle"
        fontSize={22}
        fontWeight={700}
        fill={theme.palette.text.primary}
      >
        {figure}
      </text>
    </ChartFrame>
  );
}
