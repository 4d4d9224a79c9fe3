// Line and area charts: series over categories (months, days) as smooth curves, a gradient under
// each line with `area`, value ticks on a dashed grid, the legend top right; or, as `sparkline`, a
// bare line for a widget. With `rightAxis` the last series is measured on its own axis, on the right.
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { fNumber } from '../../lib/formatters.ts';
import { axisScale, CategoryLabels, ValueGrid, ValueLabels, valueAxis } from './chart-axes.tsx';
import {
  ChartFrame,
  chartColors,
  colorAt,
  shownSeries,
  useChartState,
  type ChartSeries,
} from './chart-frame.tsx';
import {
  areaPath,
  linearScale,
  nearestIndex,
  smoothPath,
  textWidth,
  type Point,
} from './chart-geometry.ts';

export interface LineChartProps {
  label: string;
  series: ChartSeries[];
  categories?: string[];
  height?: number;
  colors?: string[];
  area?: boolean;
  sparkline?: boolean;
  format?: (value: number) => string;
  /** The last series' own axis (e.g. a count beside money): its format, whole-number ticks. */
  rightAxis?: { format: (value: number) => string; integer?: boolean };
}

const SPARK_PAD = 3;

export function LineChart({
  label,
  series,
  categories = [],
  height = 320,
  colors,
  area = false,
  sparkline = false,
  format = fNumber,
  rightAxis: right,
}: LineChartProps) {
  const theme = useTheme();
  const chart = useChartState();
  const gradient = `chart-fill-${useId().replace(/[^\w-]/g, '')}`;
  const palette = colors ?? chartColors(theme);
  const color = (index: number) => colorAt(palette, index);
  const count = Math.max(0, ...series.map((row) => row.data.length));
  const split = right && series.length > 1 ? series.length - 1 : series.length;
  const shown = shownSeries(series, chart.hidden);
  const onLeft = shown.filter((row) => row.index < split).flatMap((row) => row.data);
  const onRight = shown.filter((row) => row.index >= split).flatMap((row) => row.data);
  // With the legend leaving only the right series, it is measured on the left axis, in its format.
  const alone = right && !shown.some((row) => row.index < split) ? right : undefined;
  const leftAxis = alone
    ? valueAxis(onRight, alone.format, alone.integer)
    : valueAxis(onLeft, format);
  const rightAxis =
    right && !alone && onRight.length > 0
      ? valueAxis(onRight, right.format, right.integer, leftAxis.ticks.length - 1)
      : undefined;

  const { width } = chart;
  const lastLabel = textWidth(categories[categories.length - 1] ?? '') / 2;
  const box = sparkline
    ? { left: SPARK_PAD, right: width - SPARK_PAD, top: SPARK_PAD, bottom: height - SPARK_PAD }
    : {
        left: leftAxis.labelWidth + 12,
        right: width - (rightAxis ? rightAxis.labelWidth + 12 : Math.max(8, lastLabel)),
        top: 8,
        bottom: height - 26,
      };
  const xAt = (index: number) =>
    count > 1
      ? box.left + (index * (box.right - box.left)) / (count - 1)
      : (box.left + box.right) / 2;
  const values = shown.flatMap((row) => row.data);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const sparkScale = linearScale(low === high ? [low - 1, high + 1] : [low, high], [
    box.bottom,
    box.top,
  ]);
  const leftScale = sparkline ? sparkScale : axisScale(leftAxis, box.bottom, box.top);
  const rightScale = rightAxis ? axisScale(rightAxis, box.bottom, box.top) : leftScale;
  const scaleOf = (index: number) => (index >= split ? rightScale : leftScale);
  const formatOf = (index: number) => (index >= split && right ? right.format : format);
  const lines = shown.map((row) => ({
    index: row.index,
    points: row.data.map((value, at): Point => [xAt(at), scaleOf(row.index)(value)]),
  }));
  const positions = Array.from({ length: count }, (_, index) => xAt(index));

  const tips = positions.map((x, at) => ({
    x,
    y: Math.min(...lines.map(({ points }) => points[at]?.[1] ?? box.bottom)),
    title: categories[at],
    rows: shown.map((row) => ({
      color: color(row.index),
      name: sparkline ? undefined : row.name,
      value: formatOf(row.index)(row.data[at] ?? 0),
    })),
  }));
  const active = chart.active;

  return (
    <ChartFrame
      chart={chart}
      label={label}
      height={height}
      legend={
        sparkline || series.length < 2
          ? undefined
          : series.map((row, index) => ({ name: row.name, color: color(index) }))
      }
      toggleSeries
      tips={tips}
      pick={(x) => (count ? nearestIndex(positions, x) : null)}
    >
      {!sparkline && (
        <>
          <ValueGrid axis={leftAxis} scale={leftScale} from={box.left} to={box.right} />
          <ValueLabels axis={leftAxis} scale={leftScale} x={box.left - 10} side="left" />
          {rightAxis && (
            <ValueLabels axis={rightAxis} scale={rightScale} x={box.right + 10} side="right" />
          )}
          <CategoryLabels
            labels={categories}
            at={xAt}
            y={box.bottom + 10}
            band={count > 1 ? (box.right - box.left) / (count - 1) : box.right - box.left}
          />
        </>
      )}
      {active !== null && (
        <line
          x1={xAt(active)}
          x2={xAt(active)}
          y1={box.top}
          y2={box.bottom}
          stroke={theme.palette.text.disabled}
          strokeDasharray="3"
        />
      )}
      {area && (
        <defs>
          {shown.map(({ index }) => (
            <linearGradient key={index} id={`${gradient}-${index}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor={color(index)} stopOpacity={0.28} />
              <stop offset="1" stopColor={color(index)} stopOpacity={0} />
            </linearGradient>
          ))}
        </defs>
      )}
      {lines.map(({ index, points }) => (
        <g key={index}>
          {area && <path d={areaPath(points, box.bottom)} fill={`url(#${gradient}-${index})`} />}
          <path
            d={smoothPath(points)}
            fill="none"
            stroke={color(index)}
            strokeWidth={sparkline ? 2 : 2.5}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}
      {active !== null &&
        lines.map(({ index, points }) => {
          const point = points[active];
          return point ? (
            <circle
              key={index}
              cx={point[0]}
              cy={point[1]}
              r={4}
              fill={color(index)}
              stroke={theme.palette.background.paper}
              strokeWidth={2}
            />
          ) : null;
        })}
    </ChartFrame>
  );
}
