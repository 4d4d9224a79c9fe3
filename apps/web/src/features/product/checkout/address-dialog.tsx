// "Add new address" (pages.md §10 Address dialog, used at checkout): every field required.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ADDRESS_TYPES,
  AddressInputSchema,
  type Address,
  type AddressInput,
} from '@keel/contracts/addresses';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { createAddress } from '../product.api.ts';

const EMPTY: AddressInput = {
  receiver: '',
  phoneNumber: '',
  address: '',
  city: '',
  state: '',
  country: '',
  zipCode: '',
  addressType: 'Home',
  isDefault: false,
};
const FIELDS = [
  'receiver',
  'phoneNumber',
  'address',
  'city',
  'state',
  'country',
  'zipCode',
  'addressType',
  'isDefault',
] as const;

export function AddressDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (address: Address) => void;
}) {
  const { t } = useTranslation('shop');
  const { t: tv } = useTranslation('validation');
  const [serverError, setServerError] = useState('');
  const methods = useForm<AddressInput, unknown, z.output<typeof AddressInputSchema>>({
    resolver: zodResolver(AddressInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const { handleSubmit, control, setError, reset, formState } = methods;

  const close = () => {
    reset(EMPTY);
    setServerError('');
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      const { address } = await createAddress(values);
      reset(EMPTY);
      onCreated(address);
    } catch (failure) {
      setServerError(applyServerErrors(failure, setError, FIELDS));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="address-dialog-title"
    >
      <FormProvider {...methods}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <DialogTitle id="address-dialog-title">{t('address.new')}</DialogTitle>
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
              <Controller
                name="addressType"
                control={control}
                render={({ field }) => (
                  <RadioGroup
                    row
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    aria-label={t('address.type')}
                  >
                    {ADDRESS_TYPES.map((type) => (
                      <FormControlLabel
                        key={type}
                        value={type}
                        control={<Radio />}
                        label={t(`address.types.${type}`)}
                      />
                    ))}
                  </RadioGroup>
                )}
              />
              <Box
                sx={{
                  display: 'grid',
                  gap: 3,
                  gridTemplateColumns: {
                    xs: 'minmax(0, 1fr)',
                    sm: 'minmax(0, 1fr) minmax(0, 1fr)',
                  },
                }}
              >
                <RHFTextField name="receiver" label={t('address.receiver')} autoComplete="name" />
                <RHFTextField name="phoneNumber" label={t('address.phone')} autoComplete="tel" />
              </Box>
              <RHFTextField
                name="address"
                label={t('address.address')}
                autoComplete="street-address"
              />
              <Box
                sx={{
                  display: 'grid',
                  gap: 3,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
                }}
              >
                <RHFTextField name="city" label={t('address.city')} autoComplete="address-level2" />
                <RHFTextField
                  name="state"
                  label={t('address.state')}
                  autoComplete="address-level1"
                />
                <RHFTextField name="zipCode" label={t('address.zip')} autoComplete="postal-code" />
              </Box>
              <RHFTextField
                name="country"
                label={t('address.country')}
                autoComplete="country-name"
              />
              <Controller
                name="isDefault"
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={Boolean(field.value)}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={t('address.useAsDefault')}
                  />
                )}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button color="inherit" variant="outlined" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t('address.deliver')}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
