// "Customer reviews" (booking dashboard): newest reviews with Accept / Reject.
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BookingReview } from '@keel/contracts/bookings';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/label/label.tsx';
import { fDate } from '../../../lib/formatters.ts';
import { errorMessage, dataAndError } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/http.ts';
import {
  useDashboardBookingReviewsQuery,
  useUpdateDashboardBookingReviewMutation,
} from '../overview.api.ts';

export function BookingReviews() {
  const { t } = useTranslation('overview');
  const { enqueueSnackbar } = useSnackbar();
  const reviews = useDashboardBookingReviewsQuery(
    { query: { pageSize: 10 } },
    { selectFromResult: dataAndError },
  );
  const [updateReview] = useUpdateDashboardBookingReviewMutation();
  const data = reviews.data;
  const error = errorMessage(reviews.error);

  async function decide(review: BookingReview, status: 'accepted' | 'rejected') {
    try {
      await updateReview({ body: { reviewId: review.id, status } }).unwrap();
      enqueueSnackbar(t('booking.saved'));
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
  }

  return (
    <Card sx={{ height: 1 }}>
      <CardHeader
        title={t('booking.customerReviews')}
        subheader={data ? `${data.total}` : undefined}
      />
      <Stack spacing={3} sx={{ p: 3, maxHeight: 560, overflowY: 'auto' }}>
        {error && <Typography color="error">{error}</Typography>}
        {!data &&
          !error &&
          [0, 1, 2].map((index) => <Skeleton key={index} variant="rounded" height={110} />)}
        {data?.reviews.length === 0 && (
          <Typography color="text.secondary">{t('booking.noReviews')}</Typography>
        )}
        {data?.reviews.map((review) => (
          <Box key={review.id}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
              <Avatar src={review.guest.avatarUrl ?? undefined} alt="">
                {review.guest.name.charAt(0)}
              </Avatar>
              <Box sx={{ flexGrow: 1 }}>
                <Typography variant="subtitle2">{review.guest.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {fDate(review.postedAt)}
                </Typography>
              </Box>
              <Rating value={review.rating} readOnly size="small" />
            </Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {review.message}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1.5 }}>
              {review.tags.map((tag) => (
                <Chip key={tag} label={tag} size="small" variant="outlined" />
              ))}
            </Box>
            {review.status === 'pending' ? (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  onClick={() => void decide(review, 'rejected')}
                >
                  {t('booking.reject')}
                </Button>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => void decide(review, 'accepted')}
                >
                  {t('booking.accept')}
                </Button>
              </Box>
            ) : (
              <Label color={review.status === 'accepted' ? 'success' : 'default'}>
                {t(`booking.${review.status}`)}
              </Label>
            )}
          </Box>
        ))}
      </Stack>
    </Card>
  );
}
