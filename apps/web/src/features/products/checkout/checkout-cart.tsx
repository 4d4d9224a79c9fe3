// Step 1 "Cart": lines with price, quantity 1…available, total and delete; summary with the
// discount code; "Continue shopping" and "Check out" (docs/spec/pages.md#checkout /checkout).
import ArrowBack from '@mui/icons-material/ArrowBack';
import Delete from '@mui/icons-material/Delete';
import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined';
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { RouterLink } from '../../../components/router-link.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { mediaUrl } from '../../../lib/media-url.ts';
import { paths } from '../../../lib/paths.ts';
import { QuantityInput } from '../details/quantity-input.tsx';
import { decreaseQuantity, deleteCart, increaseQuantity, nextStep } from '../product.slice.ts';
import { ColorDots } from '../shop/color-dots.tsx';
import { useCheckout } from '../use-product-state.ts';
import { CheckoutSummary } from './checkout-summary.tsx';

export function CheckoutCart() {
  const { t } = useTranslation('products');
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const { cart, totalItems } = useCheckout();
  const empty = cart.length === 0;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 8fr) minmax(0, 4fr)' },
        alignItems: 'start',
      }}
    >
      <Box>
        <Card sx={{ mb: 3 }}>
          <CardHeader
            title={
              <Typography variant="h6" component="h2">
                {t('checkout.cart')}{' '}
                <Typography component="span" sx={{ color: 'text.secondary' }}>
                  ({t('checkout.items', { count: totalItems })})
                </Typography>
              </Typography>
            }
            sx={{ mb: 3 }}
          />
          {empty ? (
            <Stack spacing={2} sx={{ py: 10, alignItems: 'center', textAlign: 'center' }}>
              <RemoveShoppingCartOutlined sx={{ fontSize: 64, color: 'text.disabled' }} />
              <Typography variant="h6" component="p">
                {t('checkout.empty')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('checkout.emptyHint')}
              </Typography>
            </Stack>
          ) : (
            <TableContainer>
              <Table sx={{ minWidth: 640 }} aria-label={t('checkout.cart')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('checkout.product')}</TableCell>
                    <TableCell>{t('checkout.price')}</TableCell>
                    <TableCell align="center">{t('quantity.label')}</TableCell>
                    <TableCell align="right">{t('checkout.totalPrice')}</TableCell>
                    <TableCell width={56} />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {cart.map((line) => (
                    <TableRow key={line.id} data-testid="cart-line">
                      <TableCell>
                        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                          <Avatar
                            variant="rounded"
                            src={mediaUrl(line.cover)}
                            alt=""
                            sx={{ width: 64, height: 64 }}
                          />
                          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                            <Typography variant="subtitle2" noWrap sx={{ maxWidth: 240 }}>
                              {line.name}
                            </Typography>
                            <Stack
                              direction="row"
                              spacing={1}
                              sx={{
                                alignItems: 'center',
                                typography: 'body2',
                                color: 'text.secondary',
                              }}
                            >
                              {line.size && (
                                <span>{t('checkout.sizeValue', { size: line.size })}</span>
                              )}
                              {line.colors.length > 0 && (
                                <ColorDots colors={line.colors} limit={4} />
                              )}
                            </Stack>
                          </Stack>
                        </Stack>
                      </TableCell>
                      <TableCell>{format.currency(line.price)}</TableCell>
                      <TableCell align="center">
                        <QuantityInput
                          label={t('quantity.of', { name: line.name })}
                          value={line.quantity}
                          max={line.available}
                          onIncrease={() => dispatch(increaseQuantity(line.id))}
                          onDecrease={() => dispatch(decreaseQuantity(line.id))}
                        />
                        <Typography
                          variant="caption"
                          component="div"
                          color="text.secondary"
                          sx={{ mt: 0.5 }}
                        >
                          {t('available', { count: line.available })}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{format.currency(line.subtotal)}</TableCell>
                      <TableCell align="right">
                        <IconButton
                          aria-label={t('checkout.remove', { name: line.name })}
                          onClick={() => dispatch(deleteCart(line.id))}
                        >
                          <Delete />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Card>
        <Button
          component={RouterLink}
          to={paths.dashboard.eCommerce.shop}
          color="inherit"
          startIcon={
            <ArrowBack
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          }
        >
          {t('checkout.continueShopping')}
        </Button>
      </Box>
      <Box>
        <CheckoutSummary withDiscount={!empty} />
        <Button
          fullWidth
          size="large"
          variant="contained"
          disabled={empty}
          onClick={() => dispatch(nextStep())}
        >
          {t('checkout.checkOut')}
        </Button>
      </Box>
    </Box>
  );
}
