// Billing addresses on the Billing tab: Edit, Delete, Set default, "New billing address".
import AddRounded from '@mui/icons-material/AddRounded';
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
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AddressInputSchema, type Address, type AddressInput } from '@keel/contracts/addresses';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog.tsx';
import { RetryAlert } from '../../components/data-table/data-table-states.tsx';
import { RHFCountryField } from '../../components/form/rhf-country-field.tsx';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { failureMessage } from '../../lib/http.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { accountApi } from './account.api.ts';

const EMPTY: AddressInput = {
  addressType: 'Home',
  receiver: '',
  phoneNumber: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  isDefault: false,
};

function AddressDialog({
  current,
  onClose,
  onSaved,
}: {
  current: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
}) {
  const { t } = useTranslation(['account', 'validation']);
  const [serverError, setServerError] = useState('');
  const methods = useForm<AddressInput, unknown, z.output<typeof AddressInputSchema>>({
    resolver: zodResolver(AddressInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: current ?? EMPTY,
  });
  const { handleSubmit, formState, setError, control } = methods;
  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      onSaved(
        current
          ? (await accountApi.updateAddress(current.id, values)).address
          : (await accountApi.newAddress(values)).address,
      );
    } catch (failure) {
      setServerError(
        applyServerErrors(failure, setError, [
          'receiver',
          'phoneNumber',
          'address',
          'city',
          'state',
          'zipCode',
          'country',
        ]),
      );
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <FormProvider {...methods}>
        <form noValidate onSubmit={onSubmit}>
          <DialogTitle>{current ? t('billing.editAddress') : t('billing.newAddress')}</DialogTitle>
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
              <Controller
                name="addressType"
                control={control}
                render={({ field }) => (
                  <RadioGroup
                    row
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                  >
                    <FormControlLabel value="Home" control={<Radio />} label={t('billing.home')} />
                    <FormControlLabel
                      value="Office"
                      control={<Radio />}
                      label={t('billing.office')}
                    />
                  </RadioGroup>
                )}
              />
              <Box
                sx={{
                  display: 'grid',
                  gap: 2.5,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                }}
              >
                <RHFTextField name="receiver" label={t('billing.fullName')} />
                <RHFTextField name="phoneNumber" label={t('fields.phoneNumber')} />
              </Box>
              <RHFTextField name="address" label={t('fields.address')} />
              <Box
                sx={{
                  display: 'grid',
                  gap: 2.5,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
                }}
              >
                <RHFTextField name="city" label={t('billing.townCity')} />
                <RHFTextField name="state" label={t('fields.state')} />
                <RHFTextField name="zipCode" label={t('fields.zipCode')} />
              </Box>
              <RHFCountryField name="country" label={t('fields.country')} />
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
                    label={t('billing.useAsDefault')}
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
              {current ? t('saveChanges') : t('billing.addAddress')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}

export function BillingAddresses() {
  const { t } = useTranslation(['account', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const addresses = useRemote(
    (signal) => accountApi.addresses(signal).then((body) => body.addresses),
    [],
  );
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const fail = (failure: unknown) => {
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
  };
  // Only one default: the server clears the others, so re-read the list after a change.
  const saved = () => {
    setEditing(null);
    addresses.reload();
    enqueueSnackbar(t('saved'));
  };

  return (
    <Card>
      <CardHeader
        title={t('billing.addresses')}
        action={
          <Button size="small" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
            {t('billing.newAddress')}
          </Button>
        }
      />
      <Stack spacing={2} sx={{ p: 3 }}>
        {addresses.error ? (
          <RetryAlert message={addresses.error} onRetry={addresses.reload} />
        ) : !addresses.data ? (
          <Skeleton variant="rounded" height={96} />
        ) : addresses.data.length === 0 ? (
          <Typography color="text.secondary">{t('billing.noAddresses')}</Typography>
        ) : (
          addresses.data.map((address) => (
            <Box key={address.id} sx={{ p: 2.5, borderRadius: 1.5, bgcolor: 'action.hover' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle2">{address.receiver}</Typography>
                <Typography variant="body2" color="text.secondary">
                  ({address.addressType === 'Home' ? t('billing.home') : t('billing.office')})
                </Typography>
                {address.isDefault && <Chip size="small" label={t('billing.default')} />}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {[address.address, address.city, address.state, address.zipCode, address.country]
                  .filter(Boolean)
                  .join(', ')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {address.phoneNumber}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                {!address.isDefault && (
                  <Button
                    size="small"
                    onClick={() =>
                      accountApi.updateAddress(address.id, { isDefault: true }).then(saved, fail)
                    }
                  >
                    {t('billing.setDefault')}
                  </Button>
                )}
                <Button size="small" color="inherit" onClick={() => setEditing(address)}>
                  {t('billing.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(address)}>
                  {t('billing.delete')}
                </Button>
              </Stack>
            </Box>
          ))
        )}
      </Stack>
      {editing && (
        <AddressDialog
          current={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          open
          onClose={() => setDeleting(null)}
          target={{ name: deleting.receiver }}
          onConfirm={() =>
            accountApi.deleteAddress(deleting.id).then(() => {
              setDeleting(null);
              addresses.setData((list) => (list ?? []).filter((item) => item.id !== deleting.id));
            }, fail)
          }
        />
      )}
    </Card>
  );
}
