// "Booking details" (booking dashboard): paged from the API; ⋮ Mark done, Cancel, Delete.
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/label/label.tsx';
import { RowMenuCell } from '../../../components/table/row-menu-cell.tsx';
import { RowMenu } from '../../../components/table/row-menu.tsx';
import { fDate } from '../../../lib/formatters.ts';
import { errorMessage, dataAndError } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/http.ts';
import {
  useDashboardBookingsQuery,
  useDeleteDashboardBookingsMutation,
  useUpdateDashboardBookingMutation,
} from '../overview.api.ts';

export const BOOKING_STATUS_COLOR = {
  pending: 'warning',
  done: 'success',
  cancelled: 'error',
} as const;

export function BookingTable() {
  const { t } = useTranslation('overview');
  const { enqueueSnackbar } = useSnackbar();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(5);
  const bookings = useDashboardBookingsQuery(
    { query: { page: page + 1, pageSize } },
    { selectFromResult: dataAndError },
  );
  const [updateBooking] = useUpdateDashboardBookingMutation();
  const [deleteBookings] = useDeleteDashboardBookingsMutation();
  const data = bookings.data;
  const error = errorMessage(bookings.error);

  // A change invalidates the bookings and the booking dashboard (overview.api.ts), which refetch.
  async function run(action: () => Promise<unknown>, message: string) {
    try {
      await action();
      enqueueSnackbar(message);
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
  }

  return (
    <Card>
      <CardHeader title={t('booking.bookingDetails')} />
      <TableContainer sx={{ px: 1 }}>
        <Table sx={{ minWidth: 800 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('booking.booker')}</TableCell>
              <TableCell>{t('booking.checkIn')}</TableCell>
              <TableCell>{t('booking.checkOut')}</TableCell>
              <TableCell>{t('booking.status')}</TableCell>
              <TableCell>{t('booking.phone')}</TableCell>
              <TableCell>{t('booking.roomType')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {error && (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography color="error">{error}</Typography>
                </TableCell>
              </TableRow>
            )}
            {!data &&
              !error &&
              Array.from({ length: pageSize }, (_, index) => (
                <TableRow key={index}>
                  <TableCell colSpan={7}>
                    <Skeleton height={40} />
                  </TableCell>
                </TableRow>
              ))}
            {data?.bookings.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Avatar
                      src={row.booker.avatarUrl ?? undefined}
                      alt=""
                      sx={{ width: 36, height: 36 }}
                    >
                      {row.booker.name.charAt(0)}
                    </Avatar>
                    {row.booker.name}
                  </Box>
                </TableCell>
                <TableCell>{fDate(row.checkIn)}</TableCell>
                <TableCell>{fDate(row.checkOut)}</TableCell>
                <TableCell>
                  <Label color={BOOKING_STATUS_COLOR[row.status]}>
                    {t(`booking.statuses.${row.status}`)}
                  </Label>
                </TableCell>
                <TableCell sx={{ direction: 'ltr', textAlign: 'start', whiteSpace: 'nowrap' }}>
                  {row.booker.phoneNumber}
                </TableCell>
                <TableCell>
                  {row.roomType} · {t('booking.room', { number: row.roomNumber })}
                </TableCell>
                <RowMenuCell>
                  <RowMenu
                    label={t('booking.bookingDetails')}
                    actions={[
                      {
                        label: t('booking.markDone'),
                        disabled: row.status === 'done',
                        onClick: () =>
                          void run(
                            () =>
                              updateBooking({
                                body: { bookingId: row.id, booking: { status: 'done' } },
                              }).unwrap(),
                            t('booking.saved'),
                          ),
                      },
                      {
                        label: t('booking.cancel'),
                        disabled: row.status === 'cancelled',
                        onClick: () =>
                          void run(
                            () =>
                              updateBooking({
                                body: { bookingId: row.id, booking: { status: 'cancelled' } },
                              }).unwrap(),
                            t('booking.saved'),
                          ),
                      },
                    ]}
                    remove={{
                      label: t('booking.delete'),
                      onDelete: () =>
                        run(
                          () => deleteBookings({ body: { bookingIds: [row.id] } }).unwrap(),
                          t('booking.deleted', { count: 1 }),
                        ),
                      confirm: {
                        question: t('booking.deleteConfirm', { name: row.booker.name }),
                        cancelLabel: t('booking.close'),
                      },
                    }}
                  />
                </RowMenuCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[5, 10, 25]}
        onPageChange={(_, value) => setPage(value)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    </Card>
  );
}
