// A polar area chart: equal slices clockwise from 12 o'clock, each reaching out as far as its
// value, on value rings and spokes; the legend below.
import { useTheme } from '@mui/material/styles';
import { fNumber } from '../../lib/formatters.ts';
import { ChartFrame, chartColors, colorAt, useChartState, type ShareChartProps } from './chart-frame.tsx';
import { niceTicks, polar, sectorPath, sliceAt } from './chart-geometry.ts';

export type PolarAreaChartProps = ShareChartProps;

export function PolarAreaChart({ label, values, labels, height = 320, colors, format = fNumber }: PolarAreaChartProps) {
  const theme = useTheme();
  const chart = useChartState();
  const palette = colors ?? chartColors(theme);
  const { width, active } = chart;
  const count = values.length;
  const slice = (Math.PI * 2) / Math.max(1, count);
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.max(0, Math.min(width, height) / 2 - 4);
  const ticks = niceTicks(0, Math.max(0, ...values), 4);
  const top = ticks[ticks.length - 1] || 1;
  const reach = (value: number) => (radius * Math.max(0, value)) / top;

  const tips = values.map((value, index) => {
    const [x, y] = polar(cx, cy, Math.max(reach(value), 12), (index + 0.5) * slice);
    return { x, y, rows: [{ color: colorAt(palette, index), name: labels[index], value: format(value) }] };
  });
  const pick = (x: number, y: number) => (count && Math.hypot(x - cx, y - cy) <= radius ? sliceAt(x - cx, y - cy, count) : null);

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
      <g fill="none" stroke={theme.palette.divider}>
        {ticks.slice(1).map((tick) => (
          <circle key={tick} cx={cx} cy={cy} r={reach(tick)} />
        ))}
        {values.map((_, index) => {
          const [x, y] = polar(cx, cy, radius, index * slice);
          return <line key={index} x1={cx} y1={cy} x2={x} y2={y} />;
        })}
      </g>
      {values.map((value, index) =>
        value > 0 ? (
          <path
            key={index}
            d={sectorPath(cx, cy, reach(value), 0, index * slice, (index + 1) * slice)}
            fill={colorAt(palette, index)}
            fillOpacity={active === index ? 1 : 0.8}
            stroke={theme.palette.background.paper}
          />
        ) : null,
      )}
    </ChartFrame>
  );
}
