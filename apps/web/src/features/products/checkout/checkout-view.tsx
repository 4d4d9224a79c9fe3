// /checkout: the seed's three steps over the persisted checkout state (docs/spec/pages.md#e-commerce).
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Order } from '@keel/contracts/orders';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { CHECKOUT_STEPS } from '../checkout-rules.ts';
import { gotoStep } from '../product.slice.ts';
import { useProductRehydrated } from '../product.store.ts';
import { useCheckout } from '../use-product-state.ts';
import { CheckoutBilling } from './checkout-billing.tsx';
import { CheckoutCart } from './checkout-cart.tsx';
import { CheckoutPayment } from './checkout-payment.tsx';
import { OrderDoneDialog } from './order-done-dialog.tsx';

const STEP_KEYS = [
  'checkout.steps.cart',
  'checkout.steps.billing',
  'checkout.steps.payment',
] as const;

export function CheckoutView() {
  const { t } = useTranslation('products');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const rehydrated = useProductRehydrated();
  const checkout = useCheckout();
  const [order, setOrder] = useState<Order | null>(null);
  const step = Math.min(Math.max(checkout.activeStep, 0), CHECKOUT_STEPS - 1);

  // An empty cart past the first step, or a payment step without an address, goes back.
  useEffect(() => {
    if (!rehydrated || order) return;
    if (checkout.activeStep > 0 && checkout.cart.length === 0) dispatch(gotoStep(0));
    else if (checkout.activeStep === 2 && !checkout.billing) dispatch(gotoStep(1));
    else if (checkout.activeStep !== step) dispatch(gotoStep(step));
  }, [
    rehydrated,
    order,
    checkout.activeStep,
    checkout.cart.length,
    checkout.billing,
    step,
    dispatch,
  ]);

  if (!rehydrated) return <Skeleton variant="rounded" height={400} aria-label={t('loading')} />;

  return (
    <>
      <Box sx={{ mb: 5, overflowX: 'auto' }}>
        <Stepper activeStep={step} alternativeLabel>
          {STEP_KEYS.map((key) => (
            <Step key={key}>
              <StepLabel>{t(key)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      {step === 0 && <CheckoutCart />}
      {step === 1 && <CheckoutBilling />}
      {step === 2 && <CheckoutPayment onCompleted={setOrder} />}
      <OrderDoneDialog
        order={order}
        onContinue={() => {
          setOrder(null);
          navigate(paths.dashboard.eCommerce.shop);
        }}
      />
    </>
  );
}
