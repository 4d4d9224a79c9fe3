// The cart on the right edge of the shop pages: a badge with totalItems, linking to checkout.
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCheckout } from '../use-product-state.ts';

/** Its width from the page's inline edge; the shop's toolbar keeps that band clear. */
export const CART_WIDGET_WIDTH = 64;

export function CartWidget() {
  const { t } = useTranslation('products');
  const { totalItems } = useCheckout();
  return (
    <Box
      component={RouterLink}
      to={paths.dashboard.eCommerce.checkout}
      aria-label={t('cartWidget', { count: totalItems })}
      data-testid="cart-widget"
      sx={{
        position: 'fixed',
        insetInlineEnd: 0,
        top: { xs: 72, md: 200 },
        zIndex: 999,
        height: 44,
        width: CART_WIDGET_WIDTH,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.primary',
        bgcolor: 'background.paper',
        borderStartStartRadius: 24,
        borderEndStartRadius: 24,
        boxShadow: '0 8px 16px 0 rgba(145 158 171 / 0.24)',
        transition: 'opacity 0.2s',
        '&:hover': { opacity: 0.72 },
      }}
    >
      <Badge showZero badgeContent={totalItems} color="error" max={99}>
        <ShoppingCart />
      </Badge>
    </Box>
  );
}
