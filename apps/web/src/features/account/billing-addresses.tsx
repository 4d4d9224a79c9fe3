// Billing addresses on the Billing tab: Edit, Delete, Set default, "New billing address".
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AddressInputSchema, Address, AddressInput } from '@keel/contracts/addresses';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import {
  ADDRESS_FIELDS,
  AddressFields,
  EMPTY_ADDRESS,
} from '../../components/form/address-fields.tsx';
import { FormDialog } from '../../components/form/form-dialog.tsx';
import { RHFCountryField } from '../../components/form/rhf-country-field.tsx';
import { failureMessage } from '../../lib/http.ts';
import {
  useAddressBookQuery,
  useCreateAddressMutation,
  useDeleteAddressMutation,
  useUpdateAddressMutation,
} from '../../lib/address-book.api.ts';
import { queryView } from '../../lib/api.ts';

// The contract's schema, loaded with zod when the form first validates (lib/lazy-zod-resolver.ts):
// the page itself then carries no zod.
const resolver = lazyZodResolver<AddressInput>(() =>
  import('@keel/contracts/addresses').then((contract) => contract.AddressInputSchema),
) as unknown as Resolver<AddressInput, unknown, z.output<typeof AddressInputSchema>>;

function AddressDialog({
  current,
  onClose,
  onSaved,
}: {
  current: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
}) {
  const { t } = useTranslation('account');
  const [createAddress] = useCreateAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const methods = useForm<AddressInput, unknown, z.output<typeof AddressInputSchema>>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: current ?? EMPTY_ADDRESS,
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={current ? t('billing.editAddress') : t('billing.newAddress')}
      titleId="billing-address-dialog-title"
      maxWidth="sm"
      methods={methods}
      empty={EMPTY_ADDRESS}
      serverFields={ADDRESS_FIELDS}
      save={async (values) =>
        current
          ? (await updateAddress({ body: { addressId: current.id, address: values } }).unwrap())
              .address
          : (await createAddress({ body: values }).unwrap()).address
      }
      onSaved={onSaved}
      cancelLabel={t('cancel')}
      submitLabel={current ? t('saveChanges') : t('billing.addAddress')}
    >
      <AddressFields
        labels={{
          type: t('billing.addressType'),
          types: { Home: t('billing.home'), Office: t('billing.office') },
          receiver: t('billing.fullName'),
          phoneNumber: t('fields.phoneNumber'),
          address: t('fields.address'),
          city: t('billing.townCity'),
          state: t('fields.state'),
          zipCode: t('fields.zipCode'),
          country: t('fields.country'),
          useAsDefault: t('billing.useAsDefault'),
        }}
        countryField={<RHFCountryField name="country" label={t('fields.country')} />}
      />
    </FormDialog>
  );
}

export function BillingAddresses() {
  const { t } = useTranslation(['account', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const addresses = queryView(useAddressBookQuery(undefined), (answer) => answer.addresses);
  const [updateAddress] = useUpdateAddressMutation();
  const [deleteAddress] = useDeleteAddressMutation();
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
  // Only one default: the server clears the others; the list refetches after any change (the
  // mutations invalidate it).
  const saved = () => {
    setEditing(null);
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
            // A border, not a tinted fill: the buttons' colours are readable (4.5:1) on the paper only.
            <Box
              key={address.id}
              sx={{ p: 2.5, borderRadius: 1.5, border: 1, borderColor: 'divider' }}
            >
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
                      updateAddress({
                        body: { addressId: address.id, address: { isDefault: true } },
                      })
                        .unwrap()
                        .then(saved, fail)
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
        <ConfirmDialog
          open
          onClose={() => setDeleting(null)}
          target={{ name: deleting.receiver }}
          onConfirm={() =>
            deleteAddress({ body: { addressId: deleting.id } })
              .unwrap()
              .then(() => setDeleting(null), fail)
          }
        />
      )}
    </Card>
  );
}
