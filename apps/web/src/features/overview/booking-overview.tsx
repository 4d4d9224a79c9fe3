// /dashboard/booking (docs/spec/pages.md#overview-dashboards): today's check-ins and -outs, incomes, booked rooms,
// occupancy, reservation stats by period, newest bookings, reviews and the bookings table.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { BookingDashboard, Period } from '@keel/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../components/chart/bar-chart.tsx';
import { RadialBarChart } from '../../components/chart/radial-bar-chart.tsx';
import { Label } from '../../components/label/label.tsx';
import { fBucketLabel, fCurrency, fDate, fNumber } from '../../lib/formatters.ts';
import { BOOKING_STATUS_COLOR, BookingTable } from './components/booking-table.tsx';
import { BookingReviews } from './components/booking-reviews.tsx';
import { ChartCard, PeriodSelector } from './components/chart-card.tsx';
import { DashboardError, DashboardSkeleton } from './components/dashboard-status.tsx';
import { TrendWidget } from './components/trend-widget.tsx';
import { useBookingDashboardQuery } from './overview.api.ts';
import { useDashboard } from './use-dashboard.ts';
import { dataAndError } from '../../lib/api.ts';

const usePeriod = (period: Period) =>
  useBookingDashboardQuery({ query: { period } }, { selectFromResult: dataAndError });

export function BookingOverview() {
  const { data, error, reload, choice, choose } = useDashboard<Period, BookingDashboard>(
    'month',
    usePeriod,
  );
  if (error && !data) return <DashboardError message={error} onRetry={reload} />;
  if (!data) return <DashboardSkeleton />;
  return <BookingBody data={data} period={choice} onPeriod={choose} />;
}

function Tile({ title, value, caption }: { title: string; value: string; caption?: string }) {
  return (
    <Card sx={{ p: 3, height: 1 }}>
      <Typography variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h3" sx={{ mt: 1 }}>
        {value}
      </Typography>
      {caption && (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Card>
  );
}

function BookingBody({
  data,
  period,
  onPeriod,
}: {
  data: BookingDashboard;
  period: Period;
  onPeriod: (p: Period) => void;
}) {
  const { t } = useTranslation('overview');
  const theme = useTheme();
  const rooms = data.bookedRooms;
  const roomsTotal = rooms.pending + rooms.cancelled + rooms.done;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <TrendWidget title={t('booking.totalBooking')} trend={data.totalBooking} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Tile
          title={t('booking.checkInToday')}
          value={fNumber(data.checkInToday)}
          caption={t('booking.today')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Tile
          title={t('booking.checkOutToday')}
          value={fNumber(data.checkOutToday)}
          caption={t('booking.today')}
        />
      </Grid>

      <Grid size={{ xs: 12, md: 4 }}>
        <TrendWidget
          title={t('booking.totalIncomes')}
          trend={data.totalIncomes}
          format={fCurrency}
          color="info"
          chart="line"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ height: 1 }}>
          <CardHeader title={t('booking.bookedRooms')} />
          <Stack spacing={2} sx={{ p: 3 }}>
            {(['pending', 'cancelled', 'done'] as const).map((status) => (
              <Box key={status}>
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    typography: 'subtitle2',
                    mb: 0.75,
                  }}
                >
                  <span>{t(`booking.${status}`)}</span>
                  <span>{fNumber(rooms[status])}</span>
                </Box>
                <LinearProgress
                  variant="determinate"
                  color={BOOKING_STATUS_COLOR[status]}
                  value={roomsTotal ? (rooms[status] / roomsTotal) * 100 : 0}
                  aria-label={t(`booking.${status}`)}
                  sx={{ height: 8, borderRadius: 1 }}
                />
              </Box>
            ))}
          </Stack>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ChartCard title={t('booking.checkInOut')} subheader={fNumber(data.checkInOut.total)}>
          <RadialBarChart
            height={170}
            hollow={0.6}
            label={t('booking.checkInOut')}
            values={[data.checkInOut.checkIn, data.checkInOut.checkOut]}
            labels={[t('booking.checkIn'), t('booking.checkOut')]}
            colors={[theme.palette.success.main, theme.palette.warning.main]}
          />
        </ChartCard>
      </Grid>

      <Grid size={{ xs: 12, md: 4 }}>
        <ChartCard title={t('booking.roomsAvailable')}>
          <RadialBarChart
            half
            height={130}
            hollow={0.8}
            legend="none"
            label={t('booking.roomsAvailable')}
            values={[
              data.roomsAvailable.total
                ? Math.round((data.roomsAvailable.sold / data.roomsAvailable.total) * 100)
                : 0,
            ]}
            labels={[t('booking.sold')]}
            colors={[theme.palette.primary.main]}
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-around', pt: 2 }}>
            <Box sx={{ textAlign: 'center' }}>
              <Typography variant="h5">{fNumber(data.roomsAvailable.sold)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('booking.sold')}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'center' }}>
              <Typography variant="h5">{fNumber(data.roomsAvailable.available)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('booking.available')}
              </Typography>
            </Box>
          </Box>
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <ChartCard
          title={t('booking.reservationStats')}
          action={<PeriodSelector value={period} onChange={onPeriod} />}
        >
          <BarChart
            stacked
            height={300}
            label={t('booking.reservationStats')}
            series={data.reservationStats.series.map((row) => ({
              name: t(`booking.series.${row.name}`, { defaultValue: row.name }),
              data: row.data,
            }))}
            categories={data.reservationStats.categories.map(fBucketLabel)}
            colors={[theme.palette.primary.main, theme.palette.error.light]}
          />
        </ChartCard>
      </Grid>

      <Grid size={{ xs: 12, md: 8 }}>
        <Card sx={{ height: 1 }}>
          <CardHeader title={t('booking.newestBookings')} />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              gap: 2,
              p: 3,
            }}
          >
            {data.newestBookings.map((booking) => (
              <Box
                key={booking.id}
                sx={{ p: 2, borderRadius: 1.5, border: 1, borderColor: 'divider' }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    mb: 1,
                  }}
                >
                  <Typography variant="subtitle2" noWrap>
                    {booking.booker.name}
                  </Typography>
                  <Label color={BOOKING_STATUS_COLOR[booking.status]}>
                    {t(`booking.statuses.${booking.status}`)}
                  </Label>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {booking.roomType} · {t('booking.room', { number: booking.roomNumber })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {fDate(booking.checkIn)} → {fDate(booking.checkOut)}
                </Typography>
                <Typography variant="subtitle2" sx={{ mt: 1 }}>
                  {fCurrency(booking.amount)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <BookingReviews />
      </Grid>
      <Grid size={12}>
        <BookingTable />
      </Grid>
    </Grid>
  );
}
