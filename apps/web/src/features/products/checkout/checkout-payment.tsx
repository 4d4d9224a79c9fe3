// Step 3 "Payment": delivery (Standard free / Fast $2), payment (PayPal, saved or new card, cash
// on delivery), the billing address and summary with Edit links, and "Complete order", which
// the server prices, stock-checks and stores (docs/spec/pages.md#checkout /checkout).
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CreditCard from '@mui/icons-material/CreditCard';
import Edit from '@mui/icons-material/Edit';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Payments from '@mui/icons-material/Payments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@keel/contracts/orders';
import { SHIPPING_COST } from '@keel/contracts/orders-constants';
import { useCreateSavedCardMutation, useSavedCardsQuery } from '../../../lib/address-book.api.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { failureMessage } from '../../../lib/http.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { usePlaceOrderMutation } from '../product.api.ts';
import { applyShipping, backStep, gotoStep, resetCart } from '../product.slice.ts';
import { useCheckout } from '../use-product-state.ts';
import { CardDialog } from '../../../components/form/card-dialog.tsx';
import { AddressLines } from './checkout-billing.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { discountCode, setDiscountCode } from './discount-code.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';

type PaymentMethod = 'paypal' | 'credit_card' | 'cash';

function OptionCard({
  selected,
  onSelect,
  title,
  text,
  icon,
  children,
  name,
  value,
}: {
  selected: boolean;
  onSelect: () => void;
  title: string;
  text: string;
  icon: React.ReactNode;
  children?: React.ReactNode;
  name: string;
  value: string;
}) {
  return (
    <Box
      component="label"
      sx={{
        display: 'block',
        p: 2.5,
        borderRadius: 1.5,
        cursor: 'pointer',
        border: 1,
        borderColor: selected ? 'text.primary' : 'divider',
        boxShadow: (theme) => (selected ? `0 0 0 1px ${theme.palette.text.primary}` : 'none'),
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Radio checked={selected} onChange={onSelect} name={name} value={value} />
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="span" sx={{ display: 'block' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </Box>
        <Box sx={{ color: 'text.secondary', display: 'flex' }}>{icon}</Box>
      </Stack>
      {children}
    </Box>
  );
}

export function CheckoutPayment({ onCompleted }: { onCompleted: (order: Order) => void }) {
  const { t } = useTranslation('products');
  const { t: tv } = useTranslation('validation');
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const checkout = useCheckout();
  const delivery = checkout.shipping === SHIPPING_COST.fast ? 'fast' : 'standard';
  const [payment, setPayment] = useState<PaymentMethod | ''>('');
  // The saved cards, cached with Account → Billing's (lib/address-book.api.ts).
  const savedCards = useSavedCardsQuery(undefined);
  const cards = useMemo(() => savedCards.data?.cards ?? [], [savedCards.data]);
  const [createCard] = useCreateSavedCardMutation();
  const [placeOrder] = usePlaceOrderMutation();
  const [cardId, setCardId] = useState('');
  const [addingCard, setAddingCard] = useState(false);
  const [missingPayment, setMissingPayment] = useState(false);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // The default card (else the first) is chosen once the list is there.
  useEffect(() => {
    setCardId((current) => current || (cards.find((card) => card.isDefault) ?? cards[0])?.id || '');
  }, [cards]);
  const cardsError = errorMessage(savedCards.error);
  useEffect(() => {
    if (cardsError) setError(cardsError);
  }, [cardsError]);

  const submitKey = useIdempotencyKey();
  const complete = async () => {
    setError('');
    if (!payment) {
      setMissingPayment(true);
      return;
    }
    if (!checkout.billing) {
      dispatch(gotoStep(1));
      return;
    }
    setSubmitting(true);
    try {
      const code = checkout.discount > 0 ? discountCode() : '';
      const { order } = await placeOrder({
        body: {
          items: checkout.cart.map((line) => ({
            productId: line.id,
            quantity: line.quantity,
            color: line.colors.join(', '),
            size: line.size,
          })),
          billingAddressId: checkout.billing.id,
          delivery,
          payment,
          ...(payment === 'credit_card' && cardId ? { cardId } : {}),
          ...(code ? { discountCode: code } : {}),
        },
        headers: submitKey.headers(),
      }).unwrap();
      submitKey.renew();
      dispatch(resetCart());
      setDiscountCode('');
      onCompleted(order);
    } catch (failure) {
      const message = failureMessage(failure);
      setError(tv(message, { keySeparator: false, nsSeparator: false, defaultValue: message }));
    } finally {
      setSubmitting(false);
    }
  };

  const choose = (method: PaymentMethod) => {
    setPayment(method);
    setMissingPayment(false);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 8fr) minmax(0, 4fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3}>
        <Card>
          <CardHeader
            title={t('checkout.delivery')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <Box
            role="radiogroup"
            aria-label={t('checkout.delivery')}
            sx={{
              p: 3,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            }}
          >
            <OptionCard
              name="delivery"
              value="standard"
              selected={delivery === 'standard'}
              onSelect={() => dispatch(applyShipping(SHIPPING_COST.standard))}
              title={`${t('checkout.standard')} (${t('checkout.free')})`}
              text={t('checkout.standardText')}
              icon={<LocalShipping />}
            />
            <OptionCard
              name="delivery"
              value="fast"
              selected={delivery === 'fast'}
              onSelect={() => dispatch(applyShipping(SHIPPING_COST.fast))}
              title={`${t('checkout.fast')} (${format.currency(SHIPPING_COST.fast)})`}
              text={t('checkout.fastText')}
              icon={<LocalShipping />}
            />
          </Box>
        </Card>
        <Card>
          <CardHeader
            title={t('checkout.payment')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <Stack role="radiogroup" aria-label={t('checkout.payment')} spacing={2} sx={{ p: 3 }}>
            <OptionCard
              name="payment"
              value="paypal"
              selected={payment === 'paypal'}
              onSelect={() => choose('paypal')}
              title={t('checkout.paypal')}
              text={t('checkout.paypalText')}
              icon={<Payments />}
            />
            <OptionCard
              name="payment"
              value="credit_card"
              selected={payment === 'credit_card'}
              onSelect={() => choose('credit_card')}
              title={t('checkout.creditCard')}
              text={t('checkout.creditCardText')}
              icon={<CreditCard />}
            >
              {payment === 'credit_card' && (
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={2}
                  sx={{ mt: 2, pl: { sm: 7 } }}
                >
                  {cards.length > 0 && (
                    <TextField
                      select
                      size="small"
                      label={t('card.saved')}
                      value={cardId}
                      onChange={(event) => setCardId(event.target.value)}
                      sx={{ minWidth: 240 }}
                    >
                      {cards.map((card) => (
                        <MenuItem key={card.id} value={card.id}>
                          {t(`card.types.${card.cardType}`)} •••• {card.last4} ({card.expiry})
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                  <Button size="small" startIcon={<Add />} onClick={() => setAddingCard(true)}>
                    {t('card.add')}
                  </Button>
                </Stack>
              )}
            </OptionCard>
            <OptionCard
              name="payment"
              value="cash"
              selected={payment === 'cash'}
              onSelect={() => choose('cash')}
              title={t('checkout.cash')}
              text={t('checkout.cashText')}
              icon={<Payments />}
            />
            {missingPayment && (
              <FormHelperText error>
                {tv('Payment method is required', {
                  defaultValue: 'Payment method is required',
                  keySeparator: false,
                  nsSeparator: false,
                })}
              </FormHelperText>
            )}
          </Stack>
        </Card>
        <Button
          color="inherit"
          startIcon={
            <ArrowBack
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          }
          onClick={() => dispatch(backStep())}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('back')}
        </Button>
      </Stack>
      <Box>
        {checkout.billing && (
          <Card sx={{ mb: 3 }}>
            <CardHeader
              title={t('checkout.billingAddress')}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
              action={
                <Button size="small" startIcon={<Edit />} onClick={() => dispatch(gotoStep(1))}>
                  {t('edit')}
                </Button>
              }
            />
            <Stack spacing={1} sx={{ p: 3 }}>
              <Typography variant="subtitle2">
                {checkout.billing.receiver}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({t(`address.types.${checkout.billing.addressType}`)})
                </Typography>
              </Typography>
              <AddressLines address={checkout.billing} />
            </Stack>
          </Card>
        )}
        <CheckoutSummary onEdit={() => dispatch(gotoStep(0))} />
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Button
          fullWidth
          size="large"
          variant="contained"
          loading={submitting}
          disabled={checkout.cart.length === 0 || (payment === 'credit_card' && !cardId)}
          onClick={() => void complete()}
        >
          {t('checkout.complete')}
        </Button>
      </Box>
      <CardDialog
        open={addingCard}
        onClose={() => setAddingCard(false)}
        titleId="card-dialog-title"
        texts={{
          title: t('card.new'),
          holderName: t('card.holder'),
          number: t('card.number'),
          expiry: t('card.expiry'),
          cvv: t('card.cvv'),
          cancel: t('cancel'),
          submit: t('card.save'),
        }}
        // The cached list gains the card as the server answers (lib/address-book.api.ts).
        save={async (card) => (await createCard({ body: card }).unwrap()).card}
        onSaved={(card) => {
          setAddingCard(false);
          setCardId(card.id);
        }}
      />
    </Box>
  );
}
