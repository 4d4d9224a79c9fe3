// /dashboard/analytics (docs/spec/pages.md#overview-dashboards): four tiles, activity by month, orders and revenue by
// country, sales by category × gender, news, order timeline, content totals and my open tasks.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { AnalyticsDashboard } from '@keel/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../components/chart/bar-chart.tsx';
import { DonutChart } from '../../components/chart/donut-chart.tsx';
import { LineChart } from '../../components/chart/line-chart.tsx';
import { RadarChart } from '../../components/chart/radar-chart.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { fBucketLabel, fCurrency, fDate, fDateTime, fNumber } from '../../lib/formatters.ts';
import { paths } from '../../lib/paths.ts';
import { ChartCard, fiveAndOtherColors, YearSelector } from './components/chart-card.tsx';
import { DashboardError, DashboardSkeleton } from './components/dashboard-status.tsx';
import { MyTasks } from './components/my-tasks.tsx';
import { TrendWidget } from './components/trend-widget.tsx';
import { useAnalyticsDashboardQuery } from './overview.api.ts';
import { useDashboard } from './use-dashboard.ts';
import { dataAndError } from '../../lib/api.ts';

const useYear = (year: number | undefined) =>
  useAnalyticsDashboardQuery({ query: { year } }, { selectFromResult: dataAndError });

export function AnalyticsOverview() {
  const { data, error, reload, choose } = useDashboard(undefined as number | undefined, useYear);
  if (error && !data) return <DashboardError message={error} onRetry={reload} />;
  if (!data) return <DashboardSkeleton />;
  return <AnalyticsBody data={data} onYear={choose} />;
}

function AnalyticsBody({
  data,
  onYear,
}: {
  data: AnalyticsDashboard;
  onYear: (year: number) => void;
}) {
  const { t } = useTranslation('overview');
  const theme = useTheme();
  const series = (name: string) => t(`analytics.series.${name}`, { defaultValue: name });
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TrendWidget
          title={t('analytics.weeklySales')}
          trend={data.weeklySales}
          format={fCurrency}
          chart="line"
          days={7}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TrendWidget
          title={t('analytics.newUsers')}
          trend={data.newUsers}
          color="secondary"
          chart="line"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TrendWidget
          title={t('analytics.itemOrders')}
          trend={data.itemOrders}
          color="warning"
          chart="line"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TrendWidget
          title={t('analytics.openTasks')}
          trend={data.openTasks}
          color="error"
          chart="line"
        />
      </Grid>

      <Grid size={{ xs: 12, md: 6, lg: 8 }}>
        <ChartCard
          title={t('analytics.activity')}
          action={
            <YearSelector
              value={data.activity.year}
              years={data.activity.years}
              onChange={onYear}
            />
          }
        >
          <LineChart
            area
            height={320}
            label={t('analytics.activity')}
            series={data.activity.series.map((row) => ({ name: series(row.name), data: row.data }))}
            categories={data.activity.categories.map(fBucketLabel)}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <ChartCard title={t('analytics.ordersByCountry')}>
          {data.ordersByCountry.length === 0 ? (
            <Typography color="text.secondary">{t('noData')}</Typography>
          ) : (
            <DonutChart
              height={260}
              label={t('analytics.ordersByCountry')}
              values={data.ordersByCountry.map((row) => row.value)}
              labels={data.ordersByCountry.map((row) =>
                row.label === 'Other' ? t('app.other') : row.label,
              )}
              totalLabel={t('ecommerce.total')}
              colors={fiveAndOtherColors(theme)}
            />
          )}
        </ChartCard>
      </Grid>

      <Grid size={{ xs: 12, md: 6, lg: 8 }}>
        <ChartCard title={t('analytics.revenueByCountry')}>
          <BarChart
            horizontal
            height={320}
            label={t('analytics.revenueByCountry')}
            series={[
              { name: t('ecommerce.revenue'), data: data.revenueByCountry.map((row) => row.value) },
            ]}
            categories={data.revenueByCountry.map((row) => row.label)}
            format={fCurrency}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <ChartCard title={t('analytics.salesByCategory')}>
          <RadarChart
            height={300}
            label={t('analytics.salesByCategory')}
            series={data.salesByCategory.series.map((row) => ({
              name: series(row.name),
              data: row.data,
            }))}
            categories={data.salesByCategory.categories.map(series)}
          />
        </ChartCard>
      </Grid>

      <Grid size={{ xs: 12, md: 6, lg: 8 }}>
        <Card sx={{ height: 1 }}>
          <CardHeader title={t('analytics.news')} />
          <Stack spacing={2.5} sx={{ p: 3 }}>
            {data.news.length === 0 && (
              <Typography color="text.secondary">{t('noData')}</Typography>
            )}
            {data.news.map((post) => (
              <Box key={post.id} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                {/* Below a phone's first screen: fetched when scrolled near, not before the
                    page's largest paint (each cover is 10–14 KB; bench/RESULTS.md, "Issue 23,
                    session 13"). */}
                <Box
                  component="img"
                  src={post.cover}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={48}
                  height={48}
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 1.5,
                    objectFit: 'cover',
                    flexShrink: 0,
                  }}
                />
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Link
                    component={RouterLink}
                    to={paths.dashboard.blog.view(post.slug)}
                    color="inherit"
                    variant="subtitle2"
                    noWrap
                    sx={{ display: 'block' }}
                  >
                    {post.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {post.description}
                  </Typography>
                </Box>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ flexShrink: 0, display: { xs: 'none', sm: 'block' } }}
                >
                  {fDate(post.createdAt)}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <Card sx={{ height: 1 }}>
          <CardHeader title={t('analytics.orderTimeline')} />
          <Stack spacing={2} sx={{ p: 3 }}>
            {data.orderTimeline.length === 0 && (
              <Typography color="text.secondary">{t('noData')}</Typography>
            )}
            {data.orderTimeline.map((order, index) => (
              <Box key={order.id} sx={{ display: 'flex', gap: 2 }}>
                <Box
                  sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}
                >
                  <Box
                    sx={{
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      bgcolor: [
                        'primary.main',
                        'success.main',
                        'info.main',
                        'warning.main',
                        'error.main',
                      ][index % 5],
                    }}
                  />
                  {index < data.orderTimeline.length - 1 && (
                    <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', mt: 0.5 }} />
                  )}
                </Box>
                <Box sx={{ pb: 1 }}>
                  <Typography variant="subtitle2">
                    {order.orderNumber} · {fCurrency(order.total)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {order.customer} · {fDateTime(order.createdAt)}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Stack>
        </Card>
      </Grid>

      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <Card sx={{ height: 1 }}>
          <CardHeader title={t('analytics.contentTotals')} />
          <Box sx={{ p: 3, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 2 }}>
            {data.contentTotals.map((row) => (
              <Box
                key={row.label}
                sx={{
                  p: 2,
                  borderRadius: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  textAlign: 'center',
                }}
              >
                <Typography variant="h4">{fNumber(row.value)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`analytics.totals.${row.label}`, { defaultValue: row.label })}
                </Typography>
              </Box>
            ))}
          </Box>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 8 }}>
        <MyTasks tasks={data.myTasks} />
      </Grid>
    </Grid>
  );
}
