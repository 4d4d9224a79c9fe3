// A widget number with its change over the last 30 (or 7) days, arrow + percent, and a sparkline.
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Trend } from '@keel/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/chart/bar-chart.tsx';
import { LineChart } from '../../../components/chart/line-chart.tsx';
import { fNumber, fPercent } from '../../../lib/formatters.ts';

export interface TrendWidgetProps {
  title: string;
  trend: Trend;
  format?: (value: number) => string;
  color?: 'primary' | 'info' | 'warning' | 'error' | 'success' | 'secondary';
  chart?: 'bar' | 'line';
  /** The window the percent compares: the last 30 days (default) or the last 7. */
  days?: 30 | 7;
}

export function TrendPercent({ percent, days = 30 }: { percent: number; days?: 30 | 7 }) {
  const { t } = useTranslation('overview');
  const up = percent >= 0;
  const Icon = up ? TrendingUpRounded : TrendingDownRounded;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        typography: 'body2',
      }}
    >
      <Icon fontSize="small" sx={{ color: up ? 'success.main' : 'error.main' }} />
      <Box component="span" sx={{ fontWeight: 600 }}>
        {up ? '+' : ''}
        {fPercent(percent)}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {days === 7 ? t('lastWeek') : t('lastDays')}
      </Box>
    </Box>
  );
}

export function TrendWidget({
  title,
  trend,
  format = fNumber,
  color = 'primary',
  chart = 'bar',
  days = 30,
}: TrendWidgetProps) {
  const theme = useTheme();
  const Sparkline = chart === 'line' ? LineChart : BarChart;
  return (
    // Wraps: a long figure in a narrow tile pushes the sparkline onto the next line.
    <Card
      sx={{
        height: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        alignContent: 'flex-start',
        p: 3,
        gap: 2,
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle2">{title}</Typography>
        <Typography variant="h3" sx={{ my: 1.5, whiteSpace: 'nowrap' }}>
          {format(trend.total)}
        </Typography>
        <TrendPercent percent={trend.percent} days={days} />
      </Box>
      {trend.series.length > 0 && (
        <Box sx={{ width: 84 }}>
          <Sparkline
            sparkline
            label={title}
            height={60}
            series={[{ name: title, data: trend.series }]}
            colors={[theme.palette[color].main]}
            format={format}
          />
        </Box>
      )}
    </Card>
  );
}
