// A radar: each series as a filled polygon over the categories (one spoke each, clockwise from
// 12 o'clock) on a web of value rings, category names around, the legend below.
import { useTheme } from '@mui/material/styles';
import { fNumber } from '../../lib/formatters.ts';
import {
  ChartFrame,
  chartColors,
  colorAt,
  shownSeries,
  useChartState,
  type ChartSeries,
} from './chart-frame.tsx';
import { niceTicks, polar, sliceAt, textWidth, type Point } from './chart-geometry.ts';

export interface RadarChartProps {
  label: string;
  series: ChartSeries[];
  categories: string[];
  height?: number;
  colors?: string[];
  format?: (value: number) => string;
}

const LABEL_GAP = 10;
/** Height kept above and below the web for a name. */
const LABEL_ROOM = 24;

/** Where a category's name goes: beside its spoke's end, or centred under it on the lower half (less width needed). */
function placement(angle: number) {
  const side = Math.sin(angle);
  const rise = Math.cos(angle);
  if (Math.abs(side) < 0.1)
    return { anchor: 'middle', baseline: rise > 0 ? 'auto' : 'hanging' } as const;
  if (rise < -0.3) return { anchor: 'middle', baseline: 'hanging' } as const;
  return { anchor: side > 0 ? 'start' : 'end', baseline: 'central' } as const;
}

const polygon = (points: Point[]) =>
  `M${points.map(([x, y]) => `${Math.round(x * 100) / 100},${Math.round(y * 100) / 100}`).join('L')}Z`;

export function RadarChart({
  label,
  series,
  categories,
  height = 320,
  colors,
  format = fNumber,
}: RadarChartProps) {
  const theme = useTheme();
  const chart = useChartState();
  const palette = colors ?? chartColors(theme);
  const { width, active } = chart;
  const count = categories.length;
  const slice = (Math.PI * 2) / Math.max(1, count);
  // As large as the names around it allow, the web centred in the height (a triangle sits low).
  const angles = categories.map((_, index) => index * slice);
  const below = Math.max(0, ...angles.map((angle) => -Math.cos(angle)));
  const sideways = angles.map((angle, index) => {
    const reach = Math.abs(Math.sin(angle));
    const name = textWidth(categories[index] ?? '', 13);
    const room =
      placement(angle).anchor === 'middle' ? width / 2 - name / 2 : width / 2 - name - LABEL_GAP;
    return reach > 0.01 ? (room - 4) / reach : Infinity;
  });
  const radius = Math.max(
    0,
    Math.min(width / 2 - 8, (height - 2 * LABEL_ROOM) / (1 + below), ...sideways),
  );
  const cx = width / 2;
  const cy = LABEL_ROOM + radius + (height - 2 * LABEL_ROOM - radius * (1 + below)) / 2;
  const shown = shownSeries(series, chart.hidden);
  const ticks = niceTicks(0, Math.max(0, ...shown.flatMap((row) => row.data)), 4);
  const top = ticks[ticks.length - 1] || 1;
  const at = (index: number, value: number) =>
    polar(cx, cy, (radius * Math.max(0, value)) / top, index * slice);
  const shapes = shown.map((row) => ({
    index: row.index,
    points: categories.map((_, index) => at(index, row.data[index] ?? 0)),
  }));

  const tips = categories.map((category, index) => {
    const [x, y] = at(index, Math.max(0, ...shown.map((row) => row.data[index] ?? 0)));
    return {
      x,
      y,
      title: category,
      rows: shown.map((row) => ({
        color: colorAt(palette, row.index),
        name: row.name,
        value: format(row.data[index] ?? 0),
      })),
    };
  });
  const pick = (x: number, y: number) =>
    count && Math.hypot(x - cx, y - cy) <= radius + 16
      ? sliceAt(x - cx, y - cy, count, -slice / 2)
      : null;

  return (
    <ChartFrame
      chart={chart}
      label={label}
      height={height}
      legend={series.map((row, index) => ({ name: row.name, color: colorAt(palette, index) }))}
      legendPosition="bottom"
      toggleSeries
      tips={tips}
      pick={pick}
    >
      <g fill="none" stroke={theme.palette.divider}>
        {ticks.slice(1).map((tick) => (
          <path key={tick} d={polygon(categories.map((_, index) => at(index, tick)))} />
        ))}
        {categories.map((_, index) => {
          const [x, y] = at(index, top);
          return (
            <line
              key={index}
              x1={cx}
              y1={cy}
              x2={x}
              y2={y}
              stroke={index === active ? theme.palette.text.disabled : undefined}
            />
          );
        })}
      </g>
      <g fontSize={13} fill={theme.palette.text.secondary}>
        {categories.map((category, index) => {
          const [x, y] = polar(cx, cy, radius + LABEL_GAP, index * slice);
          const { anchor, baseline } = placement(index * slice);
          return (
            <text key={index} x={x} y={y} textAnchor={anchor} dominantBaseline={baseline}>
              {category}
            </text>
          );
        })}
      </g>
      {shapes.map(({ index, points }) => (
        <path
          key={index}
          d={polygon(points)}
          fill={colorAt(palette, index)}
          fillOpacity={0.48}
          stroke={colorAt(palette, index)}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      ))}
      {active !== null &&
        shapes.map(({ index, points }) => {
          const point = points[active];
          return point ? (
            <circle
              key={index}
              cx={point[0]}
              cy={point[1]}
              r={4}
              fill={colorAt(palette, index)}
              stroke={theme.palette.background.paper}
              strokeWidth={2}
            />
          ) : null;
        })}
    </ChartFrame>
  );
}
