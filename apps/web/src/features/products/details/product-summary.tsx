// The product's summary beside the gallery: stock, name, rating, price, colour, size, quantity,
// "Add to cart", "Buy now" and Share (docs/spec/pages.md#product /product/{name}).
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Check from '@mui/icons-material/Check';
import Share from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product } from '@keel/contracts/products';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { Label } from '../../../components/label/label.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { COLOR_KEYS, INVENTORY_COLOR, inventoryKey } from '../product-display.ts';
import { addToCart, gotoStep } from '../product.slice.ts';
import { toCartItem, useCheckout } from '../use-product-state.ts';
import { QuantityInput } from './quantity-input.tsx';
import { SizeChartDialog } from './size-chart-dialog.tsx';

export function ProductSummary({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const inCart = useCheckout().cart.find((line) => line.id === product.id)?.quantity ?? 0;
  const room = Math.max(0, product.available - inCart);
  const [color, setColor] = useState(product.colors[0] ?? '');
  const [size, setSize] = useState(product.sizes[0] ?? '');
  const [quantity, setQuantity] = useState(1);
  const [chartOpen, setChartOpen] = useState(false);
  const amount = Math.min(quantity, room);
  const disabled = room <= 0;

  const add = () => {
    dispatch(
      addToCart(toCartItem(product, { colors: color ? [color] : [], size, quantity: amount })),
    );
    setQuantity(1);
  };

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      enqueueSnackbar(t('linkCopied'));
    } catch {
      enqueueSnackbar(window.location.href, { variant: 'info' });
    }
  };

  return (
    <Stack spacing={3} sx={{ pt: { xs: 0, md: 3 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1}>
          {product.status && (
            <Label
              variant="filled"
              color={product.status === 'sale' ? 'error' : 'info'}
              sx={{ textTransform: 'uppercase' }}
            >
              {t(`status.${product.status}`)}
            </Label>
          )}
          <Label color={INVENTORY_COLOR[product.inventoryType]}>
            {t(inventoryKey(product.inventoryType))}
          </Label>
        </Stack>
        <Typography variant="h5" component="h2">
          {product.name}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Rating
            readOnly
            precision={0.1}
            size="small"
            value={product.totalRating}
            aria-label={t('reviews.average', { value: product.totalRating })}
          />
          <Typography variant="body2" color="text.secondary">
            ({t('reviews.count', { count: product.totalReview })})
          </Typography>
        </Stack>
        <Typography variant="h5" component="p">
          {product.priceSale !== null && (
            <Box
              component="span"
              sx={{ color: 'text.disabled', textDecoration: 'line-through', mr: 1 }}
            >
              {format.currency(product.price)}
            </Box>
          )}
          {format.currency(product.priceSale ?? product.price)}
        </Typography>
      </Stack>
      <Divider sx={{ borderStyle: 'dashed' }} />
      {product.colors.length > 0 && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" id="product-color-label">
            {t('color')}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            role="radiogroup"
            aria-labelledby="product-color-label"
          >
            {product.colors.map((colour) => (
              <Box
                key={colour}
                component="button"
                type="button"
                role="radio"
                aria-checked={colour === color}
                aria-label={t(COLOR_KEYS[colour] ?? colour)}
                onClick={() => setColor(colour)}
                sx={{
                  width: 24,
                  height: 24,
                  p: 0,
                  borderRadius: '50%',
                  cursor: 'pointer',
                  bgcolor: colour,
                  display: 'grid',
                  placeItems: 'center',
                  border: (theme) => `1px solid ${theme.palette.divider}`,
                  outline: (theme) =>
                    colour === color ? `2px solid ${theme.palette.primary.main}` : 'none',
                  outlineOffset: 2,
                }}
              >
                {colour === color && (
                  <Check
                    sx={{ fontSize: 14, color: (theme) => theme.palette.getContrastText(colour) }}
                  />
                )}
              </Box>
            ))}
          </Stack>
        </Stack>
      )}
      {product.sizes.length > 0 && (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
        >
          <Box>
            <Typography variant="subtitle2" component="label" htmlFor="product-size">
              {t('size')}
            </Typography>
            <Link
              component="button"
              type="button"
              variant="caption"
              color="text.secondary"
              underline="always"
              onClick={() => setChartOpen(true)}
              sx={{ display: 'block' }}
            >
              {t('sizeChart.title')}
            </Link>
          </Box>
          <TextField
            id="product-size"
            select
            size="small"
            value={size}
            onChange={(event) => setSize(event.target.value)}
            slotProps={{ select: { SelectDisplayProps: { 'aria-label': t('size') } } }}
            sx={{ width: 96 }}
          >
            {product.sizes.map((entry) => (
              <MenuItem key={entry} value={entry}>
                {entry}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{t('quantity.label')}</Typography>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          <QuantityInput
            label={t('quantity.label')}
            value={Math.max(1, amount)}
            max={room}
            onIncrease={() => setQuantity((value) => Math.min(value + 1, room))}
            onDecrease={() => setQuantity((value) => Math.max(1, value - 1))}
          />
          <Typography variant="caption" color="text.secondary">
            {t('available', { count: product.available })}
          </Typography>
        </Stack>
      </Stack>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Stack direction="row" spacing={2}>
        <Button
          fullWidth
          size="large"
          color="warning"
          variant="contained"
          startIcon={<AddShoppingCart />}
          disabled={disabled}
          onClick={add}
        >
          {t('addToCart')}
        </Button>
        <Button
          fullWidth
          size="large"
          variant="contained"
          disabled={product.available <= 0}
          onClick={() => {
            if (!disabled) add();
            dispatch(gotoStep(0));
            navigate(paths.dashboard.eCommerce.checkout);
          }}
        >
          {t('buyNow')}
        </Button>
      </Stack>
      {disabled && product.available > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: -2 }}>
          {t('maxInCart')}
        </Typography>
      )}
      <Box sx={{ textAlign: 'center' }}>
        <Button color="inherit" startIcon={<Share />} onClick={() => void share()}>
          {t('share')}
        </Button>
      </Box>
      <SizeChartDialog open={chartOpen} onClose={() => setChartOpen(false)} />
    </Stack>
  );
}
