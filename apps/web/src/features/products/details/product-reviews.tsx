// "Reviews ({n})": average and distribution, the review form, and 5 reviews per page with
// "Verified purchase" and one helpful vote per user (docs/spec/pages.md#e-commerce). The pages
// are RTK Query's (product.api.ts): a new review reads them again, a vote patches its page.
import CheckCircle from '@mui/icons-material/CheckCircle';
import Edit from '@mui/icons-material/Edit';
import ThumbUp from '@mui/icons-material/ThumbUp';
import Alert from '@mui/material/Alert';
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, Review } from '@keel/contracts/products';
import { errorMessage } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/http.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { mediaUrl } from '../../../lib/media-url.ts';
import { useMarkReviewHelpfulMutation, useProductReviewsQuery } from '../product.api.ts';
import { ReviewForm } from './review-form.tsx';

const PAGE_SIZE = 5;

export function ProductReviews({
  product,
  onProductChange,
}: {
  product: Product;
  onProductChange: (product: Product) => void;
}) {
  const { t } = useTranslation('products');
  const format = useFormatters();
  const [page, setPage] = useState(1);
  // The page shown stays until the next one has come (`data`, not `currentData`).
  const result = useProductReviewsQuery({
    query: { productId: product.id, page, pageSize: PAGE_SIZE },
  });
  const reviews = result.data?.reviews ?? null;
  const total = result.data?.total ?? product.totalReview;
  const [markHelpful] = useMarkReviewHelpfulMutation();
  const [voteError, setVoteError] = useState('');
  // Not while a Retry runs: the skeletons show instead.
  const error = (result.isError ? errorMessage(result.error) : null) || voteError;
  const [writing, setWriting] = useState(false);

  const reload = () => {
    setVoteError('');
    void result.refetch();
  };

  const vote = async (review: Review) => {
    try {
      await markHelpful({ body: { reviewId: review.id } }).unwrap();
    } catch (failure) {
      setVoteError(failureMessage(failure));
    }
  };

  const reviewTotal = product.ratings.reduce((sum, bucket) => sum + bucket.reviewCount, 0);

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'center',
          py: 2,
        }}
      >
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">{t('reviews.averageRating')}</Typography>
          <Typography variant="h2" component="p">
            {format.number(product.totalRating, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            })}
            /{format.number(5)}
          </Typography>
          <Rating
            readOnly
            precision={0.1}
            value={product.totalRating}
            aria-label={t('reviews.average', { value: product.totalRating })}
          />
          <Typography variant="caption" color="text.secondary">
            ({t('reviews.count', { count: product.totalReview })})
          </Typography>
        </Stack>
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[...product.ratings].reverse().map((bucket) => (
            <Stack
              component="li"
              key={bucket.name}
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center' }}
            >
              <Typography variant="subtitle2" sx={{ width: 56, flexShrink: 0 }}>
                {t('reviews.stars', { count: bucket.starCount })}
              </Typography>
              <LinearProgress
                variant="determinate"
                color="inherit"
                value={reviewTotal ? (bucket.reviewCount / reviewTotal) * 100 : 0}
                aria-label={t('reviews.stars', { count: bucket.starCount })}
                sx={{ flexGrow: 1, height: 8, borderRadius: 1 }}
              />
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ minWidth: 32, textAlign: 'end' }}
              >
                {format.number(bucket.reviewCount)}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Box sx={{ textAlign: 'center' }}>
          <Button
            size="large"
            variant="outlined"
            color="inherit"
            startIcon={<Edit />}
            onClick={() => setWriting(true)}
            disabled={writing}
          >
            {t('reviews.write')}
          </Button>
        </Box>
      </Box>
      {writing && (
        <ReviewForm
          productId={product.id}
          onCancel={() => setWriting(false)}
          onDone={(updated) => {
            setWriting(false);
            setPage(1);
            onProductChange(updated);
          }}
        />
      )}
      <Divider sx={{ borderStyle: 'dashed' }} />
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('retry')}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {reviews === null && !error ? (
        Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={88} />
        ))
      ) : reviews && reviews.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('reviews.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={4} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {reviews?.map((review) => (
            <Stack
              component="li"
              key={review.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
            >
              <Stack
                direction={{ xs: 'row', sm: 'column' }}
                spacing={1.5}
                sx={{
                  width: { sm: 200 },
                  flexShrink: 0,
                  alignItems: { xs: 'center', sm: 'center' },
                  textAlign: { sm: 'center' },
                }}
              >
                <Avatar src={mediaUrl(review.avatarUrl) || undefined} alt="">
                  {review.name.charAt(0)}
                </Avatar>
                <Box>
                  <Typography variant="subtitle2" noWrap>
                    {review.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {format.date(review.postedAt)}
                  </Typography>
                </Box>
              </Stack>
              <Stack spacing={1} sx={{ flexGrow: 1 }}>
                <Rating
                  readOnly
                  size="small"
                  value={review.rating}
                  aria-label={t('reviews.average', { value: review.rating })}
                />
                {review.isPurchased && (
                  <Stack
                    direction="row"
                    spacing={0.5}
                    sx={{ alignItems: 'center', color: 'success.main', typography: 'caption' }}
                  >
                    <CheckCircle sx={{ fontSize: 16 }} />
                    <span>{t('reviews.verified')}</span>
                  </Stack>
                )}
                <Typography variant="body2">{review.comment}</Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="caption" color="text.secondary">
                    {t('reviews.helpfulQuestion')}
                  </Typography>
                  <Button
                    size="small"
                    color={review.isHelpfulVoted ? 'primary' : 'inherit'}
                    startIcon={<ThumbUp sx={{ fontSize: 16 }} />}
                    disabled={review.isHelpfulVoted}
                    aria-pressed={review.isHelpfulVoted}
                    onClick={() => void vote(review)}
                  >
                    {t('reviews.helpful', { count: review.helpful })}
                  </Button>
                </Stack>
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      {total > PAGE_SIZE && (
        <Pagination
          count={Math.ceil(total / PAGE_SIZE)}
          page={page}
          onChange={(_, next) => setPage(next)}
          sx={{ mx: 'auto' }}
        />
      )}
    </Stack>
  );
}
