// /product/{name}: gallery, summary, the three promise tiles and the Description / Reviews tabs.
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { getProduct, getProductSuccess } from '../product.slice.ts';
import { useProductRehydrated } from '../product.store.ts';
import { CartWidget } from '../shop/cart-widget.tsx';
import { useProductState } from '../use-product-state.ts';
import { ProductGallery } from './product-gallery.tsx';
import { ProductReviews } from './product-reviews.tsx';

// The History tab (issue 21) loads when opened.
const RecordHistory = lazy(() =>
  import('../../../components/record-history/record-history.tsx').then((module) => ({
    default: module.RecordHistory,
  })),
);
import { ProductSummary } from './product-summary.tsx';

const TILES = [
  { key: 'original', icon: VerifiedOutlined },
  { key: 'replacement', icon: AutorenewOutlined },
  { key: 'warranty', icon: WorkspacePremiumOutlined },
] as const;

export function ProductDetailsView({
  name,
  onLoaded,
}: {
  name: string;
  onLoaded?: (productName: string) => void;
}) {
  const { t } = useTranslation(['products', 'audit']);
  const dispatch = useAppDispatch();
  useProductRehydrated();
  const { product, loading, error } = useProductState();
  const [tab, setTab] = useState<'description' | 'reviews' | 'history'>('description');
  const current = product?.slug === name ? product : null;
  const description = useMemo(
    () => (current ? DOMPurify.sanitize(current.description) : ''),
    [current],
  );

  useEffect(() => {
    void dispatch(getProduct(name));
  }, [dispatch, name]);
  useEffect(() => {
    if (current) onLoaded?.(current.name);
  }, [current, onLoaded]);

  if (error && !current && !loading) {
    return (
      <LoadFailure
        error={error}
        notFoundMessage="Product not found"
        notFoundText={t('notFound')}
        retryLabel={t('retry')}
        onRetry={() => void dispatch(getProduct(name))}
        backTo={paths.dashboard.eCommerce.shop}
        backLabel={t('backToShop')}
      />
    );
  }

  if (!current) {
    return (
      <Box
        sx={{
          display: 'grid',
          gap: 5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
        aria-busy="true"
        aria-label={t('loading')}
      >
        <Skeleton variant="rounded" sx={{ width: 1, height: 'auto', aspectRatio: '1 / 1' }} />
        <Stack spacing={2}>
          <Skeleton width={80} height={32} />
          <Skeleton width="80%" height={40} />
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      </Box>
    );
  }

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <ProductGallery images={current.images} name={current.name} />
        <ProductSummary product={current} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          my: 8,
        }}
      >
        {TILES.map(({ key, icon: Icon }) => (
          <Stack key={key} spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 4 }}>
            <Icon color="primary" sx={{ fontSize: 36 }} />
            <Typography variant="subtitle1" component="h3">
              {t(`tiles.${key}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`tiles.${key}.text`)}
            </Typography>
          </Stack>
        ))}
      </Box>
      <Card>
        <Tabs
          value={tab}
          onChange={(_, value) => setTab(value)}
          sx={{ px: 3, boxShadow: (theme) => `inset 0 -2px 0 0 ${theme.palette.divider}` }}
        >
          <Tab value="description" label={t('tabs.description')} />
          <Tab value="reviews" label={t('tabs.reviews', { count: current.totalReview })} />
          <Tab value="history" label={t('audit:historyLabel')} />
        </Tabs>
        <Box sx={{ p: 3 }} role="tabpanel">
          {tab === 'history' ? (
            <Suspense fallback={null}>
              <RecordHistory
                resource="products"
                recordId={current.id}
                onRestored={() => void dispatch(getProduct(name))}
              />
            </Suspense>
          ) : tab === 'description' ? (
            <Box
              sx={{
                typography: 'body2',
                '& h1, & h2, & h3': { typography: 'h6', mt: 0 },
                '& ul': { pl: 3 },
                '& img': { maxWidth: 1 },
              }}
              // Sanitised on the server when stored, and again here.
              dangerouslySetInnerHTML={{ __html: description }}
            />
          ) : (
            <ProductReviews
              product={current}
              onProductChange={(updated) => dispatch(getProductSuccess(updated))}
            />
          )}
        </Box>
      </Card>
      <CartWidget />
    </>
  );
}
