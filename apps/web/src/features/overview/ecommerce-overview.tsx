// /dashboard/ecommerce (docs/spec/pages.md#overview-dashboards): this month's revenue, new products, sold / balance /
// average order widgets, sales by gender, yearly sales, sales by category, balance, customers.
import { Avatar } from '../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { EcommerceDashboard } from '@keel/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { LineChart } from '../../components/chart/line-chart.tsx';
import { RadialBarChart } from '../../components/chart/radial-bar-chart.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { fBucketLabel, fCurrency, fNumber } from '../../lib/formatters.ts';
import { paths } from '../../lib/paths.ts';
import { ChartCard, YearSelector } from './components/chart-card.tsx';
import { DashboardError, DashboardSkeleton } from './components/dashboard-status.tsx';
import { ImageCarousel } from './components/post-carousel.tsx';
import { RankList } from './components/rank-list.tsx';
import { TrendWidget } from './components/trend-widget.tsx';
import { DashboardArt, WelcomeCard } from './components/welcome-card.tsx';
import { useEcommerceDashboardQuery } from './overview.api.ts';
import { useDashboard } from './use-dashboard.ts';
import { textShade } from '../../theme/contrast.ts';
import { dataAndError } from '../../lib/api.ts';

const useYear = (year: number | undefined) =>
  useEcommerceDashboardQuery({ query: { year } }, { selectFromResult: dataAndError });

export function EcommerceOverview() {
  const { data, error, reload, choose } = useDashboard(undefined as number | undefined, useYear);
  if (error && !data) return <DashboardError message={error} onRetry={reload} />;
  if (!data) return <DashboardSkeleton />;
  return <EcommerceBody data={data} onYear={choose} />;
}

function EcommerceBody({
  data,
  onYear,
}: {
  data: EcommerceDashboard;
  onYear: (year: number) => void;
}) {
  const { t } = useTranslation('overview');
  const theme = useTheme();
  const overviewTotal = data.salesOverview.reduce((sum, row) => sum + row.value, 0);
  const genderTotal = data.saleByGender.reduce((sum, row) => sum + row.value, 0);
  const category = (label: string) => t(`analytics.series.${label}`, { defaultValue: label });
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <WelcomeCard
          title={t('ecommerce.congrats', { name: data.welcome.firstName })}
          text={t('ecommerce.congratsText', { amount: fCurrency(data.welcome.monthRevenue) })}
          action={
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.dashboard.eCommerce.shop}
              sx={{
                bgcolor: 'common.white',
                color: 'primary.dark',
                '&:hover': { bgcolor: 'grey.200' },
              }}
            >
              {t('ecommerce.goShop')}
            </Button>
          }
          art={<DashboardArt />}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ImageCarousel
          label={t('ecommerce.newProducts')}
          actionLabel={t('ecommerce.buyNow')}
          layout="split"
          items={data.newProducts.map((product) => ({
            id: product.id,
            title: product.name,
            caption: fCurrency(product.priceSale ?? product.price),
            image: product.cover,
            href: paths.dashboard.eCommerce.view(product.slug),
            overline: t('ecommerce.newProducts'),
          }))}
        />
      </Grid>

      <Grid size={{ xs: 12, md: 4 }}>
        <TrendWidget title={t('ecommerce.productSold')} trend={data.productSold} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TrendWidget
          title={t('ecommerce.totalBalance')}
          trend={data.totalBalance}
          format={fCurrency}
          color="info"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TrendWidget
          title={t('ecommerce.averageOrder')}
          trend={data.averageOrderValue}
          format={fCurrency}
          color="warning"
        />
      </Grid>

      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <ChartCard title={t('ecommerce.saleByGender')}>
          <RadialBarChart
            height={300}
            hollow={0.45}
            label={t('ecommerce.saleByGender')}
            values={data.saleByGender.map((row) =>
              genderTotal ? Math.round((row.value / genderTotal) * 1000) / 10 : 0,
            )}
            labels={data.saleByGender.map((row) => category(row.label))}
            total={{ label: t('ecommerce.total'), value: fNumber(genderTotal) }}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 8 }}>
        <ChartCard
          title={t('ecommerce.yearlySales')}
          action={
            <YearSelector
              value={data.yearlySales.year}
              years={data.yearlySales.years}
              onChange={onYear}
            />
          }
        >
          <LineChart
            area
            height={320}
            label={t('ecommerce.yearlySales')}
            series={data.yearlySales.series.map((series) => ({
              name: t(`ecommerce.series.${series.name}`, { defaultValue: series.name }),
              data: series.data,
            }))}
            categories={data.yearlySales.categories.map(fBucketLabel)}
            format={fCurrency}
            rightAxis={{ format: fNumber, integer: true }}
          />
        </ChartCard>
      </Grid>

      <Grid size={{ xs: 12, md: 6, lg: 8 }}>
        <Card sx={{ height: 1 }}>
          <CardHeader title={t('ecommerce.salesOverview')} />
          <Stack spacing={3} sx={{ p: 3 }}>
            {data.salesOverview.length === 0 && (
              <Typography color="text.secondary">{t('noData')}</Typography>
            )}
            {data.salesOverview.map((row) => {
              const percent = overviewTotal ? (row.value / overviewTotal) * 100 : 0;
              return (
                <Box key={row.label}>
                  <Box
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      mb: 1,
                      typography: 'subtitle2',
                    }}
                  >
                    <span>{category(row.label)}</span>
                    <span>
                      {fCurrency(row.value)} ({Math.round(percent)}%)
                    </span>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={percent}
                    aria-label={category(row.label)}
                    sx={{ height: 8, borderRadius: 1 }}
                  />
                </Box>
              );
            })}
          </Stack>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <Card sx={{ height: 1 }}>
          <CardHeader title={t('ecommerce.currentBalance')} />
          <Stack spacing={2} sx={{ p: 3 }}>
            <Typography variant="h3">{fCurrency(data.currentBalance.net)}</Typography>
            {(['revenue', 'refunds', 'net'] as const).map((key) => (
              <Box
                key={key}
                sx={{ display: 'flex', justifyContent: 'space-between', typography: 'body2' }}
              >
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {t(`ecommerce.${key}`)}
                </Box>
                <Box
                  component="span"
                  sx={{
                    fontWeight: 600,
                    color: key === 'refunds' ? textShade(theme, 'error') : undefined,
                  }}
                >
                  {key === 'refunds' ? '-' : ''}
                  {fCurrency(data.currentBalance[key])}
                </Box>
              </Box>
            ))}
          </Stack>
        </Card>
      </Grid>

      <Grid size={{ xs: 12, lg: 8 }}>
        <Card sx={{ height: 1 }}>
          <CardHeader title={t('ecommerce.topCustomers')} />
          <TableContainer sx={{ p: 1 }}>
            <Table size="small" sx={{ minWidth: 560 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('ecommerce.customer')}</TableCell>
                  <TableCell align="right">{t('ecommerce.orders')}</TableCell>
                  <TableCell>{t('ecommerce.country')}</TableCell>
                  <TableCell align="right">{t('ecommerce.totalSpent')}</TableCell>
                  <TableCell align="right">{t('ecommerce.rank')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.topCustomers.length === 0 && (
                  <TableRow>
                    <TableCell
                      colSpan={5}
                      sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}
                    >
                      {t('noData')}
                    </TableCell>
                  </TableRow>
                )}
                {data.topCustomers.map((customer) => (
                  <TableRow key={customer.id} hover>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                        <Avatar
                          src={customer.avatarUrl ?? undefined}
                          alt=""
                          sx={{ width: 32, height: 32 }}
                        >
                          {customer.name.charAt(0)}
                        </Avatar>
                        {customer.name}
                      </Box>
                    </TableCell>
                    <TableCell align="right">{fNumber(customer.orders)}</TableCell>
                    <TableCell>{customer.country}</TableCell>
                    <TableCell align="right">{fCurrency(customer.totalSpent)}</TableCell>
                    <TableCell align="right">#{customer.rank}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <RankList
          title={t('ecommerce.latestProducts')}
          items={data.latestProducts.map((product) => ({
            id: product.id,
            name: product.name,
            caption: category(product.category),
            avatarUrl: product.cover,
            variant: 'rounded',
            value: fCurrency(product.priceSale ?? product.price),
          }))}
        />
      </Grid>
    </Grid>
  );
}
