// /dashboard/banking (pages.md §4), the signed-in user's own money: income and expenses, cards,
// balance statistics by period, expense categories, recent transactions and quick transfer.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { BankingDashboard, Period, Trend } from '@keel/contracts/dashboards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../components/chart/chart.tsx';
import { fBucketLabel, fCurrency } from '../../lib/formatters.ts';
import { useRequest } from '../../lib/use-request.ts';
import { BankCards } from './components/bank-cards.tsx';
import { ChartCard, Selector } from './components/chart-card.tsx';
import { DashboardError, DashboardSkeleton } from './components/dashboard-status.tsx';
import { QuickTransfer } from './components/quick-transfer.tsx';
import { RecentTransactions } from './components/recent-transactions.tsx';
import { TrendPercent } from './components/trend-widget.tsx';
import { overviewApi } from './overview.api.ts';

export function BankingOverview() {
  const [period, setPeriod] = useState<Period>('month');
  const [version, setVersion] = useState(0);
  const { data, error, reload } = useRequest((signal) => overviewApi.banking(period, signal), [period, version]);
  if (error && !data) return <DashboardError message={error} onRetry={reload} />;
  if (!data) return <DashboardSkeleton />;
  return <BankingBody data={data} period={period} onPeriod={setPeriod} version={version} onChanged={() => setVersion((value) => value + 1)} />;
}

function MoneyCard({ title, trend, color }: { title: string; trend: Trend; color: 'primary' | 'warning' }) {
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
        <Chart
          type="area"
          height={120}
          label={title}
          series={[{ name: title, data: trend.series }]}
          options={{ chart: { sparkline: { enabled: true } }, colors: [theme.palette[color].main], fill: { type: 'gradient' }, tooltip: { y: { formatter: (value: number) => fCurrency(value) } } }}
        />
      </Box>
    </Card>
  );
}

function BankingBody({ data, period, onPeriod, version, onChanged }: { data: BankingDashboard; period: Period; onPeriod: (p: Period) => void; version: number; onChanged: () => void }) {
  const { t } = useTranslation('overview');
  const periods = (['week', 'month', 'year'] as const).map((value) => ({ value, label: t(`period.${value}`) }));
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
            <ChartCard title={t('banking.balanceStatistics')} action={<Selector label={t('periodLabel')} value={period} options={periods} onChange={onPeriod} />}>
              <Chart
                type="bar"
                height={320}
                label={t('banking.balanceStatistics')}
                series={data.balanceStatistics.series.map((row) => ({ name: t(`banking.series.${row.name}`, { defaultValue: row.name }), data: row.data }))}
                options={{
                  xaxis: { categories: data.balanceStatistics.categories.map(fBucketLabel), tickAmount: 10 },
                  yaxis: { labels: { formatter: (value: number) => fCurrency(value) } },
                  stroke: { width: 2, colors: ['transparent'] },
                }}
              />
            </ChartCard>
          </Grid>
          <Grid size={12}>
            <RecentTransactions version={version} onChanged={onChanged} />
          </Grid>
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Grid container spacing={3}>
          <Grid size={12}>
            <BankCards cards={data.cards} />
          </Grid>
          <Grid size={12}>
            <QuickTransfer cards={data.cards} onTransferred={onChanged} />
          </Grid>
          <Grid size={12}>
            <ChartCard title={t('banking.expenseCategories')}>
              <Chart
                type="polarArea"
                height={360}
                label={t('banking.expenseCategories')}
                series={data.expenseCategories.map((row) => row.value)}
                options={{
                  labels: data.expenseCategories.map((row) => t(`banking.categories.${row.label}`, { defaultValue: row.label })),
                  legend: { position: 'bottom', horizontalAlign: 'center' },
                  stroke: { width: 1 },
                  fill: { opacity: 0.8 },
                  yaxis: { show: false },
                  tooltip: { y: { formatter: (value: number) => fCurrency(value) } },
                  plotOptions: { pie: { donut: { labels: { show: false } } } },
                }}
              />
            </ChartCard>
          </Grid>
        </Grid>
      </Grid>
    </Grid>
  );
}
