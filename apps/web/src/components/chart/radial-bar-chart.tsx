// Radial bars: percentages (0–100) as concentric rings on a faint track, first value outermost,
// or one `half` gauge. The centre shows the ring being read, else `total`, else a lone value.
import { useTheme } from '@mui/material/styles';
import { fPercent } from '../../lib/formatters.ts';
import {
  ChartFrame,
  chartColors,
  colorAt,
  useChartState,
  type ShareChartProps,
} from './chart-frame.tsx';
import { arcPath, polar, shorten } from './chart-geometry.ts';

export interface RadialBarChartProps extends ShareChartProps {
  /** Percentages, 0–100. */
  values: number[];
  /** The empty middle, as a share of the radius. */
  hollow?: number;
  /** A semicircle from 9 to 3 o'clock instead of a full circle. */
  half?: boolean;
  total?: { label: string; value: string };
  /** Legend below: names, names with their values, or none. */
  legend?: 'names' | 'values' | 'none';
}

const RING_GAP = 5;

export function RadialBarChart({
  label,
  values,
  labels,
  height = 300,
  colors,
  format = fPercent,
  hollow = 0.4,
  half = false,
  total,
  legend = 'names',
}: RadialBarChartProps) {
  const theme = useTheme();
  const chart = useChartState();
  const palette = colors ?? chartColors(theme);
  const { width, active } = chart;
  const [start, span] = half ? [-Math.PI / 2, Math.PI] : [0, Math.PI * 2];
  const radius = Math.max(
    0,
    half ? Math.min(width / 2, height - 24) - 4 : Math.min(width, height) / 2 - 4,
  );
  const cx = width / 2;
  const cy = half ? radius + 4 : height / 2;
  const count = Math.max(1, values.length);
  const thickness = Math.max(2, (radius * (1 - hollow)) / count - RING_GAP);
  const rings = values.map((value, index) => ({
    radius: radius - thickness / 2 - index * (thickness + RING_GAP),
    end: start + (span * Math.min(100, Math.max(0, value))) / 100,
    color: colorAt(palette, index),
  }));
  const tips = rings.map((ring, index) => {
    const [x, y] = polar(cx, cy, ring.radius, ring.end);
    return {
      x,
      y,
      rows: [{ color: ring.color, name: labels[index], value: format(values[index] ?? 0) }],
    };
  });
  const pick = (x: number, y: number) => {
    const distance = Math.hypot(x - cx, y - cy);
    const found = rings.findIndex(
      (ring) => Math.abs(distance - ring.radius) <= (thickness + RING_GAP) / 2,
    );
    return found < 0 ? null : found;
  };
  const shown = active ?? (total || values.length !== 1 ? null : 0);
  const caption = shown === null ? total?.label : labels[shown];
  const figure = shown === null ? total?.value : format(values[shown] ?? 0);
  const room = (rings[rings.length - 1]?.radius ?? radius) * 2 - thickness - 8;
  const middle = half ? cy - 20 : cy;

  return (
    <ChartFrame
      chart={chart}
      label={label}
      height={height}
      legend={
        legend === 'none'
          ? undefined
          : labels.map((name, index) => ({
              name,
              color: colorAt(palette, index),
              value: legend === 'values' ? format(values[index] ?? 0) : undefined,
            }))
      }
      legendPosition="bottom"
      tips={tips}
      pick={pick}
      tooltip={false}
    >
      {rings.map((ring, index) => (
        <g key={index} fill="none" strokeWidth={thickness}>
          <path
            d={arcPath(cx, cy, ring.radius, start, start + span)}
            stroke={theme.palette.action.hover}
            strokeLinecap={half ? 'round' : 'butt'}
          />
          {ring.end > start && (
            <path
              d={arcPath(cx, cy, ring.radius, start, ring.end)}
              stroke={ring.color}
              strokeLinecap="round"
              opacity={active === null || active === index ? 1 : 0.56}
            />
          )}
        </g>
      ))}
      {caption && (
        <text
          x={cx}
          y={middle - 6}
          textAnchor="middle"
          fontSize={16}
          fill={theme.palette.text.secondary}
        >
          {shorten(caption, room, 16)}
        </text>
      )}
      {figure && (
        <text
          x={cx}
          y={middle + 22}
          textAnchor="middle"
          fontSize={22}
          fontWeight={700}
          fill={theme.palette.text.primary}
        >
          {figure}
        </text>
      )}
    </ChartFrame>
  );
}
