// "Select address" (docs/spec/pages.md#invoices): search the invoice address book, pick one, or add a new one
// (Name, Company, Address, Email, Phone).
import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  InvoiceAddressInputSchema,
  type InvoiceAddressEntry,
  type InvoiceAddressInput,
} from '@keel/contracts/invoices';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useDebounce } from '../../../lib/use-debounce.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useCreateInvoiceAddressMutation, useInvoiceAddressesQuery } from '../invoices.api.ts';

const EMPTY: InvoiceAddressInput = { name: '', company: '', address: '', email: '', phone: '' };

function NewAddressForm({
  onCreated,
  onCancel,
}: {
  onCreated: (address: InvoiceAddressEntry) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('invoices');
  const { t: tv } = useTranslation('validation');
  const [serverError, setServerError] = useState('');
  const [createInvoiceAddress] = useCreateInvoiceAddressMutation();
  const methods = useForm<InvoiceAddressInput, unknown, z.output<typeof InvoiceAddressInputSchema>>(
    {
      resolver: zodResolver(InvoiceAddressInputSchema),
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      defaultValues: EMPTY,
    },
  );
  const submit = methods.handleSubmit(async (values) => {
    setServerError('');
    try {
      onCreated((await createInvoiceAddress({ body: values }).unwrap()).address);
    } catch (failure) {
      setServerError(
        applyServerErrors(failure, methods.setError, [
          'name',
          'company',
          'address',
          'email',
          'phone',
        ]),
      );
    }
  });
  return (
    <FormProvider {...methods}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {serverError && (
          <Alert severity="error">
            {tv(serverError, {
              keySeparator: false,
              nsSeparator: false,
              defaultValue: serverError,
            })}
          </Alert>
        )}
        <RHFTextField name="name" label={t('address.name')} size="small" />
        <RHFTextField name="company" label={t('address.company')} size="small" />
        <RHFTextField name="address" label={t('address.address')} size="small" />
        <RHFTextField name="email" label={t('address.email')} size="small" type="email" />
        <RHFTextField name="phone" label={t('address.phone')} size="small" />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            loading={methods.formState.isSubmitting}
          >
            {t('address.add')}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}

interface Props {
  open: boolean;
  title: string;
  selectedId?: string;
  onClose: () => void;
  onSelect: (address: InvoiceAddressEntry) => void;
}

export function AddressPickerDialog({ open, title, selectedId, onClose, onSelect }: Props) {
  const { t } = useTranslation('invoices');
  const [search, setSearch] = useState('');
  const q = useDebounce(search.trim(), 300);
  const [adding, setAdding] = useState(false);
  const found = useInvoiceAddressesQuery({ query: { q } }, { skip: !open });
  const addresses = found.currentData?.addresses ?? null;
  const error = errorMessage(found.error);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="address-picker-title"
    >
      <DialogTitle
        id="address-picker-title"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
      >
        {title}
        {!adding && (
          <Button size="small" color="primary" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('address.new')}
          </Button>
        )}
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 320 }}>
        {adding ? (
          <NewAddressForm
            onCancel={() => setAdding(false)}
            onCreated={(address) => {
              setAdding(false);
              onSelect(address);
            }}
          />
        ) : (
          <>
            <TextField
              fullWidth
              size="small"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('address.search')}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search sx={{ color: 'text.disabled' }} />
                    </InputAdornment>
                  ),
                },
                htmlInput: { 'aria-label': t('address.search') },
              }}
              sx={{ mb: 1 }}
            />
            {error && <Alert severity="error">{error}</Alert>}
            {addresses === null && !error ? (
              Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height={72} />)
            ) : addresses?.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {t('address.none', { query: q })}
              </Typography>
            ) : (
              <List disablePadding>
                {addresses?.map((address) => (
                  <ListItemButton
                    key={address.id}
                    selected={address.id === selectedId}
                    onClick={() => onSelect(address)}
                    sx={{
                      borderRadius: 1,
                      flexDirection: 'column',
                      alignItems: 'flex-start',
                      py: 1.5,
                    }}
                  >
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      <Typography variant="subtitle2">{address.name}</Typography>
                      {address.isWorkspace && (
                        <Typography variant="caption" color="primary.main">
                          ({t('address.workspace')})
                        </Typography>
                      )}
                    </Box>
                    {address.company && (
                      <Typography variant="caption" color="primary.main">
                        {address.company}
                      </Typography>
                    )}
                    <Typography variant="body2" color="text.secondary">
                      {address.address}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {address.email}
                    </Typography>
                  </ListItemButton>
                ))}
              </List>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" variant="outlined" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
