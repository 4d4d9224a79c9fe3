// A shop card: picture with NEW/SALE label, add-to-cart button, name, colour dots and price.
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Fab from '@mui/material/Fab';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@keel/contracts/products';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { Label } from '../../../components/label/label.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { mediaUrl } from '../../../lib/media-url.ts';
import { paths } from '../../../lib/paths.ts';
import { addToCart } from '../product.slice.ts';
import { toCartItem, useCheckout } from '../use-product-state.ts';
import { ColorDots } from './color-dots.tsx';

export function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('products');
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const inCart = useCheckout().cart.find((line) => line.id === product.id)?.quantity ?? 0;
  const soldOut = product.available <= 0;
  const atMax = inCart >= product.available;
  const href = paths.dashboard.eCommerce.view(product.slug);

  const add = () => {
    dispatch(addToCart(toCartItem(product)));
    enqueueSnackbar(t('addedToCart', { name: product.name }));
  };

  return (
    <Card
      sx={{
        position: 'relative',
        '&:hover .add-to-cart, & .add-to-cart:focus-visible': { opacity: 1, transform: 'scale(1)' },
      }}
    >
      {product.status && (
        <Label
          variant="filled"
          color={product.status === 'sale' ? 'error' : 'info'}
          sx={{
            position: 'absolute',
            top: 16,
            insetInlineEnd: 16,
            zIndex: 2,
            textTransform: 'uppercase',
          }}
        >
          {t(`status.${product.status}`)}
        </Label>
      )}
      <Box sx={{ position: 'relative', p: 1 }}>
        <Tooltip title={soldOut ? t('outOfStock') : atMax ? t('maxInCart') : t('addToCart')}>
          <Box
            component="span"
            sx={{ position: 'absolute', zIndex: 3, bottom: 16, insetInlineEnd: 16 }}
          >
            <Fab
              color="warning"
              size="medium"
              aria-label={t('addNameToCart', { name: product.name })}
              disabled={soldOut || atMax}
              onClick={add}
              className="add-to-cart"
              sx={{
                opacity: { xs: 1, md: 0 },
                transform: { md: 'scale(0.8)' },
                transition: 'all 0.2s',
              }}
            >
              <AddShoppingCart />
            </Fab>
          </Box>
        </Tooltip>
        <Link component={RouterLink} to={href} tabIndex={-1} aria-hidden>
          <Box
            component="img"
            src={mediaUrl(product.cover)}
            alt=""
            loading="lazy"
            width={480}
            height={480}
            sx={{
              display: 'block',
              width: 1,
              height: 'auto',
              aspectRatio: '1 / 1',
              objectFit: 'cover',
              borderRadius: 1.5,
              bgcolor: 'action.hover',
              opacity: soldOut ? 0.48 : 1,
            }}
          />
        </Link>
      </Box>
      <Stack spacing={2} sx={{ p: 3, pt: 1 }}>
        <Link
          component={RouterLink}
          to={href}
          color="inherit"
          underline="hover"
          variant="subtitle2"
          noWrap
        >
          {product.name}
        </Link>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <ColorDots colors={product.colors} />
          <Stack direction="row" spacing={0.5} sx={{ typography: 'subtitle1' }}>
            {product.priceSale !== null && (
              <Box component="span" sx={{ color: 'text.disabled', textDecoration: 'line-through' }}>
                <Box component="span" sx={visually}>
                  {t('regularPrice')}
                </Box>
                {format.currency(product.price)}
              </Box>
            )}
            <Box component="span">{format.currency(product.priceSale ?? product.price)}</Box>
          </Stack>
        </Stack>
        {soldOut && (
          <Typography variant="caption" color="error" sx={{ mt: -1 }}>
            {t('outOfStock')}
          </Typography>
        )}
      </Stack>
    </Card>
  );
}

const visually = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;
