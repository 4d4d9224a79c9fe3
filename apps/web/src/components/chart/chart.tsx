// Charts: ApexCharts loaded on first use (never in the route's main chunk), with Keel's
// fonts, palette, grid and tooltip mode applied; callers pass only what their chart changes.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme, type Theme } from '@mui/material/styles';
import type { ApexOptions } from 'apexcharts';
import { lazy, Suspense, useMemo } from 'react';

// react-apexcharts is CommonJS: depending on the bundler the component is `default` or `default.default`.
const ApexChart = lazy(async () => {
  const module = await import('react-apexcharts');
  const component = (module.default as unknown as { default?: typeof module.default }).default ?? module.default;
  return { default: component };
});

export type ChartType = 'line' | 'area' | 'bar' | 'pie' | 'donut' | 'radialBar' | 'radar' | 'polarArea';
export type ChartSeries = ApexOptions['series'];

export interface ChartProps {
  type: ChartType;
  series: ChartSeries;
  options?: ApexOptions;
  height?: number | string;
  width?: number | string;
  /** What the chart shows, for screen readers. */
  label?: string;
}

function mergeOptions(base: ApexOptions, extra: ApexOptions): ApexOptions {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key];
    result[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' && !Array.isArray(current)
        ? mergeOptions(current as ApexOptions, value as ApexOptions)
        : value;
  }
  return result as ApexOptions;
}

export function baseChartOptions(theme: Theme): ApexOptions {
  const { palette } = theme;
  return {
    chart: {
      toolbar: { show: false },
      zoom: { enabled: false },
      parentHeightOffset: 0,
      fontFamily: theme.typography.fontFamily,
      foreColor: palette.text.disabled,
      animations: { enabled: true, speed: 360 },
    },
    colors: [palette.primary.main, palette.warning.main, palette.info.main, palette.error.main, palette.success.main, palette.secondary.main],
    states: { hover: { filter: { type: 'darken' } }, active: { filter: { type: 'darken' } } },
    fill: { opacity: 1, gradient: { type: 'vertical', shadeIntensity: 0, opacityFrom: 0.4, opacityTo: 0, stops: [0, 100] } },
    dataLabels: { enabled: false },
    stroke: { width: 2.5, curve: 'smooth', lineCap: 'round' },
    grid: { strokeDashArray: 3, borderColor: palette.divider, xaxis: { lines: { show: false } } },
    xaxis: { axisBorder: { show: false }, axisTicks: { show: false } },
    markers: { size: 0, strokeColors: palette.background.paper },
    tooltip: { theme: palette.mode, fillSeriesColor: false, x: { show: true } },
    legend: { show: true, fontSize: '13px', position: 'top', horizontalAlign: 'right', markers: { shape: 'circle' }, fontWeight: 500, labels: { colors: palette.text.primary } },
    plotOptions: {
      bar: { borderRadius: 4, columnWidth: '48%', borderRadiusApplication: 'end' },
      pie: { donut: { labels: { show: true, value: { color: palette.text.primary, fontWeight: 700 }, total: { show: true, color: palette.text.secondary } } } },
      radialBar: { track: { background: palette.action.hover }, dataLabels: { value: { color: palette.text.primary, fontWeight: 700 }, name: { color: palette.text.secondary } } },
      radar: { polygons: { strokeColors: palette.divider, connectorColors: palette.divider, fill: { colors: ['transparent'] } } },
      polarArea: { rings: { strokeColor: palette.divider }, spokes: { connectorColors: palette.divider } },
    },
    responsive: [{ breakpoint: theme.breakpoints.values.sm, options: { plotOptions: { bar: { columnWidth: '60%', borderRadius: 3 } } } }],
  };
}

export function Chart({ type, series, options = {}, height = 320, width = '100%', label }: ChartProps) {
  const theme = useTheme();
  // Bars get no outline: with one, a zero-height bar still draws as a coloured dash.
  const merged = useMemo(() => mergeOptions(mergeOptions(baseChartOptions(theme), type === 'bar' ? { stroke: { width: 0 } } : {}), options), [theme, options, type]);
  return (
    // ApexCharts lays out left to right; dir="ltr" (not a CSS rule, which the RTL cache would flip).
    <Box role="img" aria-label={label} dir="ltr" sx={{ width, height }}>
      <Suspense fallback={<Skeleton variant="rounded" width="100%" height={height} />}>
        <ApexChart type={type} series={series} options={merged} height={height} width="100%" />
      </Suspense>
    </Box>
  );
}
