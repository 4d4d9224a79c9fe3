// Saved cards on the Billing tab: brand •••• last 4, Delete, "New card" (pages.md §10).
import AddRounded from '@mui/icons-material/AddRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PaymentCardInputSchema,
  type PaymentCard,
  type PaymentCardInput,
} from '@keel/contracts/payment-cards';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog.tsx';
import { RetryAlert } from '../../components/data-table/data-table-states.tsx';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { failureMessage } from '../../lib/http.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { accountApi } from './account.api.ts';

const BRANDS: Record<PaymentCard['cardType'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  discover: 'Discover',
  card: 'Card',
};

function CardDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (card: PaymentCard) => void;
}) {
  const { t } = useTranslation(['account', 'validation']);
  const [serverError, setServerError] = useState('');
  const methods = useForm<PaymentCardInput, unknown, z.output<typeof PaymentCardInputSchema>>({
    resolver: zodResolver(PaymentCardInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { holderName: '', number: '', expiry: '', cvv: '', isDefault: false },
  });
  const { handleSubmit, formState, setError, control, reset } = methods;
  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      onCreated((await accountApi.newCard(values)).card);
      reset();
    } catch (failure) {
      setServerError(
        applyServerErrors(failure, setError, ['holderName', 'number', 'expiry', 'cvv']),
      );
    }
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <FormProvider {...methods}>
        <form noValidate onSubmit={onSubmit}>
          <DialogTitle>{t('billing.newCard')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              {serverError && (
                <Alert severity="error">
                  {t(serverError, {
                    ns: 'validation',
                    keySeparator: false,
                    nsSeparator: false,
                    defaultValue: serverError,
                  })}
                </Alert>
              )}
              <RHFTextField
                name="holderName"
                label={t('billing.cardName')}
                autoComplete="cc-name"
              />
              <RHFTextField
                name="number"
                label={t('billing.cardNumber')}
                autoComplete="cc-number"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Stack direction="row" spacing={2}>
                <RHFTextField
                  name="expiry"
                  label={t('billing.expiry')}
                  placeholder="MM/YY"
                  autoComplete="cc-exp"
                />
                <RHFTextField
                  name="cvv"
                  label={t('billing.cvv')}
                  autoComplete="cc-csc"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                />
              </Stack>
              <Controller
                name="isDefault"
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={Boolean(field.value)}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={t('billing.makeDefault')}
                  />
                )}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button color="inherit" variant="outlined" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t('billing.addCard')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}

export function BillingCards() {
  const { t } = useTranslation(['account', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const cards = useRemote((signal) => accountApi.cards(signal).then((body) => body.cards), []);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PaymentCard | null>(null);

  const remove = async (card: PaymentCard) => {
    try {
      await accountApi.deleteCard(card.id);
      cards.setData((list) => (list ?? []).filter((item) => item.id !== card.id));
      enqueueSnackbar(t('billing.cardDeleted'));
      setDeleting(null);
    } catch (failure) {
      const message = failureMessage(failure);
      enqueueSnackbar(
        t(message, {
          ns: 'validation',
          keySeparator: false,
          nsSeparator: false,
          defaultValue: message,
        }),
        { variant: 'error' },
      );
    }
  };

  return (
    <Card>
      <CardHeader
        title={t('billing.cards')}
        action={
          <Button size="small" startIcon={<AddRounded />} onClick={() => setAdding(true)}>
            {t('billing.newCard')}
          </Button>
        }
      />
      <Box
        sx={{ p: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {cards.error ? (
          <RetryAlert message={cards.error} onRetry={cards.reload} />
        ) : !cards.data ? (
          <Skeleton variant="rounded" height={72} />
        ) : cards.data.length === 0 ? (
          <Typography color="text.secondary">{t('billing.noCards')}</Typography>
        ) : (
          cards.data.map((card) => (
            <Stack
              key={card.id}
              direction="row"
              spacing={2}
              sx={{
                p: 2,
                alignItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1.5,
              }}
            >
              <CreditCardRounded color="primary" />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle2">
                  {BRANDS[card.cardType]} •••• {card.last4}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {card.holderName} · {card.expiry}
                </Typography>
              </Box>
              {card.isDefault && <Chip size="small" label={t('billing.default')} />}
              <IconButton
                onClick={() => setDeleting(card)}
                aria-label={t('billing.deleteCard', { last4: card.last4 })}
              >
                <DeleteRounded />
              </IconButton>
            </Stack>
          ))
        )}
      </Box>
      <CardDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(card) => {
          cards.setData((list) => [
            ...(list ?? []).map((item) => (card.isDefault ? { ...item, isDefault: false } : item)),
            card,
          ]);
          setAdding(false);
          enqueueSnackbar(t('billing.cardAdded'));
        }}
      />
      {deleting && (
        <ConfirmDeleteDialog
          open
          onClose={() => setDeleting(null)}
          onConfirm={() => remove(deleting)}
          target={{ name: `${BRANDS[deleting.cardType]} •••• ${deleting.last4}` }}
        />
      )}
    </Card>
  );
}
