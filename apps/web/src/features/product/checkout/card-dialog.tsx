// "New card" (pages.md §10 Card dialog): checked here and on the server; only the brand and
// the last four digits are stored.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PaymentCardInputSchema,
  type PaymentCard,
  type PaymentCardInput,
} from '@keel/contracts/payment-cards';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { createCard } from '../product.api.ts';

const EMPTY: PaymentCardInput = {
  holderName: '',
  number: '',
  expiry: '',
  cvv: '',
  isDefault: false,
};

export function CardDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (card: PaymentCard) => void;
}) {
  const { t } = useTranslation('shop');
  const { t: tv } = useTranslation('validation');
  const [serverError, setServerError] = useState('');
  const methods = useForm<PaymentCardInput, unknown, z.output<typeof PaymentCardInputSchema>>({
    resolver: zodResolver(PaymentCardInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const { handleSubmit, setError, reset, formState } = methods;

  const close = () => {
    reset(EMPTY);
    setServerError('');
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      const { card } = await createCard(values);
      reset(EMPTY);
      onCreated(card);
    } catch (failure) {
      setServerError(
        applyServerErrors(failure, setError, ['holderName', 'number', 'expiry', 'cvv']),
      );
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="card-dialog-title">
      <FormProvider {...methods}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <DialogTitle id="card-dialog-title">{t('card.new')}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={3}>
              {serverError && (
                <Alert severity="error">
                  {tv(serverError, {
                    keySeparator: false,
                    nsSeparator: false,
                    defaultValue: serverError,
                  })}
                </Alert>
              )}
              <RHFTextField name="holderName" label={t('card.holder')} autoComplete="cc-name" />
              <RHFTextField
                name="number"
                label={t('card.number')}
                placeholder="XXXX XXXX XXXX XXXX"
                autoComplete="cc-number"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Stack direction="row" spacing={2}>
                <RHFTextField
                  name="expiry"
                  label={t('card.expiry')}
                  placeholder="MM/YY"
                  autoComplete="cc-exp"
                />
                <RHFTextField
                  name="cvv"
                  label={t('card.cvv')}
                  placeholder="***"
                  autoComplete="cc-csc"
                  type="password"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                />
              </Stack>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button color="inherit" variant="outlined" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t('card.save')}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
