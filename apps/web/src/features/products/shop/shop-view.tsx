// The shop (docs/spec/pages.md#shop /shop): search, filters, sort, product cards and the cart widget.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { getProducts, sortByProducts, type SortBy } from '../product.slice.ts';
import { useProductRehydrated } from '../product.store.ts';
import { useProductState } from '../use-product-state.ts';
import { CART_WIDGET_WIDTH, CartWidget } from './cart-widget.tsx';
import { ProductCard } from './product-card.tsx';
import {
  filterProducts,
  filtersFromParams,
  sortFromParams,
  sortProducts,
  withShopParams,
  type ShopFilters,
} from './shop-filters.ts';
import { ShopFilterChips } from './shop-filter-chips.tsx';
import { ShopFiltersDrawer } from './shop-filters-drawer.tsx';
import { ShopSearch } from './shop-search.tsx';
import { ShopSort } from './shop-sort.tsx';

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: {
    xs: 'repeat(1, minmax(0, 1fr))',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
};

export function ShopView() {
  const { t } = useTranslation('products');
  const dispatch = useAppDispatch();
  useProductRehydrated();
  const { products, loading, error, sortBy } = useProductState();
  // The address holds the filters and the sort, so a reload or a shared link keeps them; the
  // slice's sortBy (the seed's state) follows it.
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const sortInAddress = sortFromParams(params);
  const setFilters = useCallback(
    (next: ShopFilters) =>
      setParams((current) => withShopParams(current, next, sortBy), { replace: true }),
    [setParams, sortBy],
  );
  const setSort = useCallback(
    (next: SortBy) => {
      dispatch(sortByProducts(next));
      setParams((current) => withShopParams(current, filtersFromParams(current), next), {
        replace: true,
      });
    },
    [dispatch, setParams],
  );
  useEffect(() => {
    if (sortInAddress && sortInAddress !== sortBy) dispatch(sortByProducts(sortInAddress));
  }, [dispatch, sortInAddress, sortBy]);
  const shown = useMemo(
    () => sortProducts(filterProducts(products, filters), sortBy),
    [products, filters, sortBy],
  );

  useEffect(() => {
    void dispatch(getProducts());
  }, [dispatch]);

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          mb: 3,
          justifyContent: 'space-between',
          alignItems: { sm: 'center' },
          // The cart widget is fixed to the page's inline edge: this keeps its band clear, so at
          // any scroll it never covers Sort (issue 19). Its width less the page's own padding.
          paddingInlineEnd: {
            xs: `${CART_WIDGET_WIDTH - 16 + 8}px`,
            sm: `${CART_WIDGET_WIDTH - 24 + 8}px`,
          },
        }}
      >
        <ShopSearch />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, justifyContent: 'flex-end' }}>
          <ShopFiltersDrawer filters={filters} onChange={setFilters} />
          <ShopSort sortBy={sortBy} onChange={setSort} />
        </Stack>
      </Stack>
      <ShopFilterChips filters={filters} onChange={setFilters} results={shown.length} />
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void dispatch(getProducts())}>
              {t('retry')}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {loading && products.length === 0 ? (
        <Box sx={grid} aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 8 }, (_, index) => (
            <Card key={index} sx={{ p: 1 }}>
              <Skeleton variant="rounded" sx={{ width: 1, height: 'auto', aspectRatio: '1 / 1' }} />
              <Stack spacing={1} sx={{ p: 2 }}>
                <Skeleton width="70%" />
                <Skeleton width="40%" />
              </Stack>
            </Card>
          ))}
        </Box>
      ) : shown.length === 0 && !error ? (
        <Box sx={{ py: 10, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {t('noProducts')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('noProductsHint')}
          </Typography>
        </Box>
      ) : (
        <Box sx={grid} data-testid="shop-grid">
          {shown.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </Box>
      )}
      <CartWidget />
    </>
  );
}
