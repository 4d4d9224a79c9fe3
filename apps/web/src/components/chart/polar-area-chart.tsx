// A polar area chart: equal slices clockwise from 12 o'clock, each reaching out as far as its
// value, on value rings and spokes; the legend below. A legend item hides its slice (the others
// share the circle) or shows it again.
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
import { niceTicks, polar, sectorPath, sliceAt } from './chart-geometry.ts';

export type PolarAreaChartProps = ShareChartProps;

export function PolarAreaChart({
  label,
  values,
  labels,
  height = 320,
  colors,
  format = fNumber,
}: PolarAreaChartProps) {
  const theme = useTheme();
  const chart = useChartState();
  const palette = colors ?? chartColors(theme);
  const { width, active } = chart;
  const shown = shownShares(labels, values, chart.hidden);
  const count = shown.length;
  const slice = (Math.PI * 2) / Math.max(1, count);
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.max(0, Math.min(width, height) / 2 - 4);
  const ticks = niceTicks(0, Math.max(0, ...shown.map((share) => share.value)), 4);
  const top = ticks[ticks.length - 1] || 1;
  const reach = (value: number) => (radius * Math.max(0, value)) / top;

  const tips = shown.map((share, place) => {
    const [x, y] = polar(cx, cy, Math.max(reach(share.value), 12), (place + 0.5) * slice);
    return {
      x,
      y,
      rows: [
        { color: colorAt(palette, share.index), name: share.name, value: format(share.value) },
      ],
    };
  });
  const pick = (x: number, y: number) =>
    count && Math.hypot(x - cx, y - cy) <= radius ? sliceAt(x - cx, y - cy, count) : null;

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
      <g fill="none" stroke={theme.palette.divider}>
        {ticks.slice(1).map((tick) => (
          <circle key={tick} cx={cx} cy={cy} r={reach(tick)} />
        ))}
        {shown.map((share, place) => {
          const [x, y] = polar(cx, cy, radius, place * slice);
          return <line key={share.index} x1={cx} y1={cy} x2={x} y2={y} />;
        })}
      </g>
      {shown.map((share, place) =>
        share.value > 0 ? (
          <path
            key={share.index}
            d={sectorPath(cx, cy, reach(share.value), 0, place * slice, (place + 1) * slice)}
            fill={colorAt(palette, share.index)}
            fillOpacity={active === place ? 1 : 0.8}
            stroke={theme.palette.background.paper}
          />
        ) : null,
      )}
    </ChartFrame>
  );
}
