// "Order summary": Sub total, Discount, Shipping, Total, with the discount code box on the cart step.
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { failureMessage } from '../../../lib/http.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { useCheckDiscountMutation } from '../product.api.ts';
import { applyDiscount } from '../product.slice.ts';
import { useCheckout } from '../use-product-state.ts';
import { setDiscountCode } from './discount-code.ts';

export function CheckoutSummary({
  onEdit,
  withDiscount,
}: {
  onEdit?: () => void;
  withDiscount?: boolean;
}) {
  const { t } = useTranslation('products');
  const { t: tv } = useTranslation('validation');
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const checkout = useCheckout();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const [checkDiscount] = useCheckDiscountMutation();

  const apply = async () => {
    setError('');
    setChecking(true);
    try {
      const { discount } = await checkDiscount({ body: { code: code.trim() } }).unwrap();
      dispatch(applyDiscount(discount));
      setDiscountCode(code.trim());
      setCode('');
    } catch (failure) {
      const message = failureMessage(failure);
      setError(tv(message, { keySeparator: false, nsSeparator: false, defaultValue: message }));
    } finally {
      setChecking(false);
    }
  };

  const row = (label: string, value: string, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        color={strong ? 'text.primary' : 'text.secondary'}
      >
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'subtitle2'}
        color={strong ? 'error' : 'text.primary'}
      >
        {value}
      </Typography>
    </Stack>
  );

  return (
    <Card sx={{ mb: 3 }}>
      <CardHeader
        title={t('checkout.summary')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          onEdit && (
            <Button size="small" startIcon={<Edit />} onClick={onEdit}>
              {t('edit')}
            </Button>
          )
        }
      />
      <Stack spacing={2} sx={{ p: 3 }} data-testid="checkout-summary">
        {row(t('checkout.subtotal'), format.currency(checkout.subtotal))}
        {row(
          t('checkout.discount'),
          checkout.discount
            ? `-${format.currency(Math.min(checkout.discount, checkout.subtotal))}`
            : '-',
        )}
        {row(
          t('checkout.shipping'),
          checkout.shipping ? format.currency(checkout.shipping) : t('checkout.free'),
        )}
        <Divider sx={{ borderStyle: 'dashed' }} />
        {row(t('checkout.total'), format.currency(checkout.total), true)}
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'end', mt: -1.5 }}>
          {t('checkout.vatIncluded')}
        </Typography>
        {withDiscount && (
          <TextField
            fullWidth
            size="small"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && code.trim()) {
                event.preventDefault();
                void apply();
              }
            }}
            placeholder={t('checkout.discountPlaceholder')}
            error={Boolean(error)}
            helperText={error || t('checkout.discountHint')}
            slotProps={{
              htmlInput: { 'aria-label': t('checkout.discountCode') },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Button
                      size="small"
                      onClick={() => void apply()}
                      disabled={!code.trim()}
                      loading={checking}
                    >
                      {t('checkout.apply')}
                    </Button>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
