// /dashboard/banking (docs/spec/pages.md#overview-dashboards), the signed-in user's own money: income and expenses, cards,
// balance statistics by period, expense categories, recent transactions and quick transfer.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { BankingDashboard, Period, Trend } from '@keel/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../components/chart/bar-chart.tsx';
import { chartColors } from '../../components/chart/chart-frame.tsx';
import { LineChart } from '../../components/chart/line-chart.tsx';
import { PolarAreaChart } from '../../components/chart/polar-area-chart.tsx';
import { fBucketLabel, fCurrency } from '../../lib/formatters.ts';
import { BankCards } from './components/bank-cards.tsx';
import { ChartCard, PeriodSelector } from './components/chart-card.tsx';
import { DashboardError, DashboardSkeleton } from './components/dashboard-status.tsx';
import { QuickTransfer } from './components/quick-transfer.tsx';
import { RecentTransactions } from './components/recent-transactions.tsx';
import { TrendPercent } from './components/trend-widget.tsx';
import { useBankingDashboardQuery } from './overview.api.ts';
import { useDashboard } from './use-dashboard.ts';
import { dataAndError } from '../../lib/api.ts';

const usePeriod = (period: Period) =>
  useBankingDashboardQuery({ query: { period } }, { selectFromResult: dataAndError });

export function BankingOverview() {
  const { data, error, reload, choice, choose } = useDashboard<Period, BankingDashboard>(
    'month',
    usePeriod,
  );
  if (error && !data) return <DashboardError message={error} onRetry={reload} />;
  if (!data) return <DashboardSkeleton />;
  return <BankingBody data={data} period={choice} onPeriod={choose} />;
}

function MoneyCard({
  title,
  trend,
  color,
}: {
  title: string;
  trend: Trend;
  color: 'primary' | 'warning';
}) {
  const theme = useTheme();
  return (
    <Card sx={{ height: 1, p: 3 }}>
      <Typography variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h3" sx={{ my: 1 }}>
        {fCurrency(trend.total)}
      </Typography>
      <TrendPercent percent={trend.percent} />
      <Box sx={{ mt: 2 }}>
        <LineChart
          area
          sparkline
          height={120}
          label={title}
          series={[{ name: title, data: trend.series }]}
          colors={[theme.palette[color].main]}
          format={fCurrency}
        />
      </Box>
    </Card>
  );
}

function BankingBody({
  data,
  period,
  onPeriod,
}: {
  data: BankingDashboard;
  period: Period;
  onPeriod: (p: Period) => void;
}) {
  const { t } = useTranslation('overview');
  const theme = useTheme();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <MoneyCard title={t('banking.income')} trend={data.income} color="primary" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <MoneyCard title={t('banking.expenses')} trend={data.expenses} color="warning" />
          </Grid>
          <Grid size={12}>
            <ChartCard
              title={t('banking.balanceStatistics')}
              action={<PeriodSelector value={period} onChange={onPeriod} />}
            >
              <BarChart
                height={300}
                label={t('banking.balanceStatistics')}
                series={data.balanceStatistics.series.map((row) => ({
                  name: t(`banking.series.${row.name}`, { defaultValue: row.name }),
                  data: row.data,
                }))}
                categories={data.balanceStatistics.categories.map(fBucketLabel)}
                format={fCurrency}
              />
            </ChartCard>
          </Grid>
          <Grid size={12}>
            <RecentTransactions />
          </Grid>
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Grid container spacing={3}>
          <Grid size={12}>
            <BankCards cards={data.cards} />
          </Grid>
          <Grid size={12}>
            <QuickTransfer cards={data.cards} />
          </Grid>
          <Grid size={12}>
            <ChartCard title={t('banking.expenseCategories')}>
              <PolarAreaChart
                height={300}
                label={t('banking.expenseCategories')}
                values={data.expenseCategories.map((row) => row.value)}
                labels={data.expenseCategories.map((row) =>
                  t(`banking.categories.${row.label}`, { defaultValue: row.label }),
                )}
                format={fCurrency}
                // One colour per category (up to nine): the default six would repeat.
                colors={[
                  ...chartColors(theme),
                  theme.palette.grey[500],
                  theme.palette.info.dark,
                  theme.palette.warning.dark,
                ]}
              />
            </ChartCard>
          </Grid>
        </Grid>
      </Grid>
    </Grid>
  );
}
