// Step 2 "Billing & address": the address book (cached with Account → Billing's,
// lib/address-book.api.ts), "Deliver to this address", Delete (confirmed) and "Add new address"
// (docs/spec/pages.md#checkout /checkout).
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@keel/contracts/addresses';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Label } from '../../../components/label/label.tsx';
import { useAddressBookQuery, useDeleteAddressMutation } from '../../../lib/address-book.api.ts';
import { errorMessage } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/http.ts';
import { backStep, createBilling, nextStep } from '../product.slice.ts';
import { AddressDialog } from './address-dialog.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';

export function AddressLines({ address }: { address: Address }) {
  return (
    <>
      <Typography variant="body2">
        <bdi>
          {[address.address, address.city, address.state, address.zipCode, address.country]
            .filter(Boolean)
            .join(', ')}
        </bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <bdi dir="ltr">{address.phoneNumber}</bdi>
      </Typography>
    </>
  );
}

export function CheckoutBilling() {
  const { t } = useTranslation('products');
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const book = useAddressBookQuery(undefined);
  const addresses = book.data?.addresses ?? null;
  // Not while a Retry runs: the skeleton shows instead.
  const error = book.isError ? (errorMessage(book.error) ?? '') : '';
  const [deleteAddress] = useDeleteAddressMutation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Address | null>(null);

  const deliverTo = (address: Address) => {
    dispatch(createBilling(address));
    dispatch(nextStep());
  };

  const remove = async () => {
    if (!removing) return;
    try {
      // The list is read again (the mutation invalidates it).
      await deleteAddress({ body: { addressId: removing.id } }).unwrap();
      enqueueSnackbar(t('address.deleted'));
      setRemoving(null);
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
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
      <Box>
        {error && (
          <Alert
            severity="error"
            sx={{ mb: 3 }}
            action={
              <Button color="inherit" size="small" onClick={() => void book.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {error}
          </Alert>
        )}
        <Stack spacing={3} sx={{ mb: 3 }}>
          {addresses === null && !error
            ? Array.from({ length: 2 }, (_, index) => (
                <Skeleton key={index} variant="rounded" height={140} />
              ))
            : addresses?.length === 0 && (
                <Typography color="text.secondary" sx={{ py: 3 }}>
                  {t('address.none')}
                </Typography>
              )}
          {addresses?.map((address) => (
            <Card key={address.id} sx={{ p: 3 }} data-testid="address-card">
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ justifyContent: 'space-between' }}
              >
                <Stack spacing={1}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography variant="subtitle1" component="h3">
                      {address.receiver}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      ({t(`address.types.${address.addressType}`)})
                    </Typography>
                    {address.isDefault && <Label color="info">{t('address.default')}</Label>}
                  </Stack>
                  <AddressLines address={address} />
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
                  {!address.isDefault && (
                    <Button size="small" color="error" onClick={() => setRemoving(address)}>
                      {t('delete')}
                    </Button>
                  )}
                  <Button size="small" variant="outlined" onClick={() => deliverTo(address)}>
                    {t('address.deliver')}
                  </Button>
                </Stack>
              </Stack>
            </Card>
          ))}
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Button
            color="inherit"
            startIcon={
              <ArrowBack
                sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
              />
            }
            onClick={() => dispatch(backStep())}
          >
            {t('back')}
          </Button>
          <Button color="success" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('address.add')}
          </Button>
        </Stack>
      </Box>
      <CheckoutSummary />
      <AddressDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(address) => {
          setAdding(false);
          deliverTo(address);
        }}
      />
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('delete')}
        content={t('confirmDeleteName', { name: removing?.receiver ?? '' })}
        actionLabel={t('delete')}
        cancelLabel={t('cancel')}
        onClose={() => setRemoving(null)}
        onConfirm={remove}
      />
    </Box>
  );
}
