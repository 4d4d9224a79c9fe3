// /dashboard/app (docs/spec/pages.md#overview-dashboards): welcome, latest posts, three trend widgets, users by country,
// sign-ups and orders by month, new invoices, top products, countries and authors, two radials.
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import type { AppDashboard } from '@keel/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../components/chart/bar-chart.tsx';
import { DonutChart } from '../../components/chart/donut-chart.tsx';
import { RadialBarChart } from '../../components/chart/radial-bar-chart.tsx';
import { RouterLink } from '../../components/router-link.tsx';
import { fBucketLabel, fCurrency, fDate } from '../../lib/formatters.ts';
import { paths } from '../../lib/paths.ts';
import { ChartCard, fiveAndOtherColors, YearSelector } from './components/chart-card.tsx';
import { DashboardError, DashboardSkeleton } from './components/dashboard-status.tsx';
import { NewInvoices } from './components/new-invoices.tsx';
import { ImageCarousel } from './components/post-carousel.tsx';
import { RankList } from './components/rank-list.tsx';
import { TrendWidget } from './components/trend-widget.tsx';
import { DashboardArt, WelcomeCard } from './components/welcome-card.tsx';
import { useAppDashboardQuery } from './overview.api.ts';
import { useDashboard } from './use-dashboard.ts';
import { dataAndError } from '../../lib/api.ts';

const useYear = (year: number | undefined) =>
  useAppDashboardQuery({ query: { year } }, { selectFromResult: dataAndError });

export function AppOverview() {
  const { data, error, reload, choose } = useDashboard(undefined as number | undefined, useYear);
  if (error && !data) return <DashboardError message={error} onRetry={reload} />;
  if (!data) return <DashboardSkeleton />;
  return <AppOverviewBody data={data} onYear={choose} />;
}

function AppOverviewBody({ data, onYear }: { data: AppDashboard; onYear: (year: number) => void }) {
  const { t } = useTranslation('overview');
  const theme = useTheme();
  const countryLabel = (label: string) => (label === 'Other' ? t('app.other') : label);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <WelcomeCard
          title={t('app.welcome', { name: data.welcome.displayName })}
          text={t('app.welcomeText', {
            orders: t('app.newOrders', { count: data.welcome.newOrders }),
            mails: t('app.unreadMails', { count: data.welcome.unreadMails }),
          })}
          action={
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.dashboard.order.list}
              sx={{
                bgcolor: 'common.white',
                color: 'primary.dark',
                '&:hover': { bgcolor: 'grey.200' },
              }}
            >
              {t('app.goNow')}
            </Button>
          }
          art={<DashboardArt />}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ImageCarousel
          label={t('app.featured')}
          items={data.featuredPosts.map((post) => ({
            id: post.id,
            title: post.title,
            caption: post.description,
            image: post.cover,
            href: paths.dashboard.blog.view(post.slug),
            overline: t('app.featured'),
          }))}
        />
      </Grid>

      <Grid size={{ xs: 12, md: 4 }}>
        <TrendWidget title={t('app.activeUsers')} trend={data.activeUsers} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TrendWidget title={t('app.orders')} trend={data.orders} color="info" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TrendWidget title={t('app.filesUploaded')} trend={data.filesUploaded} color="error" />
      </Grid>

      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <ChartCard title={t('app.usersByCountry')}>
          <DonutChart
            height={260}
            label={t('app.usersByCountry')}
            values={data.usersByCountry.map((row) => row.value)}
            labels={data.usersByCountry.map((row) => countryLabel(row.label))}
            totalLabel={t('ecommerce.total')}
            colors={fiveAndOtherColors(theme)}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 8 }}>
        <ChartCard
          title={t('app.yearly')}
          action={
            <YearSelector value={data.yearly.year} years={data.yearly.years} onChange={onYear} />
          }
        >
          <BarChart
            height={300}
            label={t('app.yearly')}
            series={data.yearly.series.map((series) => ({
              name: t(`app.series.${series.name}`, { defaultValue: series.name }),
              data: series.data,
            }))}
            categories={data.yearly.categories.map(fBucketLabel)}
          />
        </ChartCard>
      </Grid>

      <Grid size={{ xs: 12, lg: 8 }}>
        <NewInvoices invoices={data.newInvoices} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <RankList
          title={t('app.topAuthors')}
          items={data.topAuthors.map((author) => ({
            id: author.id,
            name: author.name,
            avatarUrl: author.avatarUrl,
            value: t('app.favorites', { count: author.value }),
          }))}
        />
      </Grid>

      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <RankList
          title={t('app.topProducts')}
          items={data.topProducts.map((product) => ({
            id: product.id,
            name: product.name,
            caption: fCurrency(product.priceSale ?? product.price),
            avatarUrl: product.cover,
            variant: 'rounded',
            value: t('app.sold', { count: product.sold }),
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <RankList
          title={t('app.topCountries')}
          items={data.topCountries.map((row) => ({
            id: row.country,
            name: row.country,
            caption: t('app.ordersCount', { count: row.orders }),
            value: fCurrency(row.revenue),
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <ChartCard
          title={`${t('app.paidInvoices')} · ${t('app.verifiedUsers')}`}
          subheader={fDate(new Date())}
        >
          <RadialBarChart
            height={240}
            hollow={0.62}
            label={`${t('app.paidInvoices')}, ${t('app.verifiedUsers')}`}
            values={[data.paidInvoicesPercent, data.verifiedUsersPercent]}
            labels={[t('app.paidInvoices'), t('app.verifiedUsers')]}
            colors={[theme.palette.primary.main, theme.palette.secondary.main]}
            legend="values"
          />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
