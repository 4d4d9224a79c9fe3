// The cart on the right edge of the shop pages: a badge with totalItems, linking to checkout. Like
// the light/dark button it steps aside while a product card's link or "Add to cart" lies under it
// (lib/use-step-aside.ts, docs/decisions/026-floating-widgets-step-aside.md), and shows again over
// the page's free bands (the shop's toolbar keeps one clear at its inline end).
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { stepAsideSx, useStepAside } from '../../../lib/use-step-aside.ts';
import { useCheckout } from '../use-product-state.ts';

/** Its width from the page's inline edge; the shop's toolbar keeps that band clear. */
export const CART_WIDGET_WIDTH = 64;

export function CartWidget() {
  const { t } = useTranslation('products');
  const { totalItems } = useCheckout();
  const ref = useRef<HTMLAnchorElement>(null);
  const aside = useStepAside(ref);
  return (
    <Box
      ref={ref}
      data-floating="cart"
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
        '@media (hover: hover)': { '&:hover': { opacity: 0.72 } },
        ...stepAsideSx(aside),
      }}
    >
      <Badge showZero badgeContent={totalItems} color="error" max={99}>
        <ShoppingCart />
      </Badge>
    </Box>
  );
}
