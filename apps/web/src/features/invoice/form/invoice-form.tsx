// Create or edit an invoice (pages.md §12): From / To from the address book, number (server-
// assigned), status, dates, items; "Save as draft" and "Create & send" / "Update & send".
import { zodResolver } from '@hookform/resolvers/zod';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  INVOICE_DUE_DAYS,
  InvoiceInputSchema,
  STORED_INVOICE_STATUSES,
  type Invoice,
  type InvoiceAddress,
  type InvoiceInput,
} from '@keel/contracts/invoices';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { isoDay } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import {
  createInvoice,
  fetchNextNumber,
  searchInvoiceAddresses,
  sendInvoices,
  updateInvoice,
} from '../invoice.api.ts';
import { InvoiceAddressLines } from '../invoice-address-lines.tsx';
import { AddressPickerDialog } from './address-picker-dialog.tsx';
import { EMPTY_ITEM, InvoiceItemsFields } from './invoice-items-fields.tsx';

const FIELDS: FieldPath<InvoiceInput>[] = [
  'invoiceFrom',
  'invoiceTo',
  'status',
  'createDate',
  'dueDate',
  'items',
  'discount',
  'taxes',
  'notes',
];

function initialValues(invoice?: Invoice): InvoiceInput {
  if (invoice) {
    return {
      invoiceFrom: invoice.invoiceFrom.id,
      invoiceTo: invoice.invoiceTo.id,
      status: invoice.status === 'overdue' ? 'unpaid' : invoice.status,
      createDate: isoDay(invoice.createDate),
      dueDate: isoDay(invoice.dueDate),
      items: invoice.items.map(({ title, description, service, quantity, price }) => ({
        title,
        description,
        service: service as InvoiceInput['items'][number]['service'],
        quantity,
        price,
      })),
      discount: invoice.discount,
      taxes: invoice.taxes,
      notes: invoice.notes,
    };
  }
  const today = new Date();
  return {
    invoiceFrom: '',
    invoiceTo: '',
    status: 'draft',
    createDate: isoDay(today),
    dueDate: isoDay(new Date(today.getTime() + INVOICE_DUE_DAYS * 86_400_000)),
    items: [{ ...EMPTY_ITEM }],
    discount: 0,
    taxes: 0,
    notes: '',
  };
}

function AddressBlock({
  title,
  address,
  error,
  onEdit,
}: {
  title: string;
  address: InvoiceAddress | null;
  error?: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation('invoice');
  return (
    <Stack spacing={1} sx={{ flex: 1, p: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2" sx={{ color: 'text.disabled' }}>
          {title}
        </Typography>
        <IconButton onClick={onEdit} aria-label={t('form.chooseAddress', { title })}>
          <Edit />
        </IconButton>
      </Stack>
      {address ? (
        <Stack spacing={0.5}>
          <InvoiceAddressLines address={address} />
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('form.noAddress')}
        </Typography>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}

export function InvoiceForm({ invoice }: { invoice?: Invoice }) {
  const { t } = useTranslation('invoice');
  const { t: tv } = useTranslation('validation');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [number, setNumber] = useState(invoice?.invoiceNumber ?? '');
  const [from, setFrom] = useState<InvoiceAddress | null>(invoice?.invoiceFrom ?? null);
  const [to, setTo] = useState<InvoiceAddress | null>(invoice?.invoiceTo ?? null);
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState<'' | 'draft' | 'send'>('');
  const methods = useForm<InvoiceInput, unknown, z.output<typeof InvoiceInputSchema>>({
    resolver: zodResolver(InvoiceInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues(invoice),
  });
  const { control, handleSubmit, setError, setValue, formState } = methods;
  const message = (text?: string) =>
    text ? tv(text, { keySeparator: false, nsSeparator: false, defaultValue: text }) : undefined;

  // A new invoice shows the number it will get and is "From" the workspace by default.
  useEffect(() => {
    if (invoice) return;
    fetchNextNumber().then(
      (result) => setNumber(result.invoiceNumber),
      () => undefined,
    );
    searchInvoiceAddresses('').then(
      ({ addresses }) => {
        const workspace = addresses.find((entry) => entry.isWorkspace);
        if (workspace && !methods.getValues('invoiceFrom')) {
          setFrom(workspace);
          setValue('invoiceFrom', workspace.id);
        }
      },
      () => undefined,
    );
  }, [invoice, methods, setValue]);

  const save = (send: boolean) =>
    handleSubmit(async (values) => {
      setServerError('');
      setSubmitting(send ? 'send' : 'draft');
      try {
        const body = {
          ...values,
          status: send
            ? values.status === 'draft'
              ? 'unpaid'
              : values.status
            : ('draft' as const),
        };
        const saved = invoice
          ? (await updateInvoice({ invoiceId: invoice.id, invoice: body })).invoice
          : (await createInvoice(body)).invoice;
        if (send) await sendInvoices([saved.id]);
        enqueueSnackbar(invoice ? t('form.saved') : t('form.created'));
        navigate(paths.dashboard.invoice.view(saved.id));
      } catch (failure) {
        setServerError(applyServerErrors(failure, setError, FIELDS));
      } finally {
        setSubmitting('');
      }
    });

  return (
    <FormProvider {...methods}>
      <Box component="form" noValidate onSubmit={(event) => void save(true)(event)}>
        {serverError && (
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            {message(serverError)}
          </Alert>
        )}
        <Card>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            divider={<Divider flexItem orientation="vertical" sx={{ borderStyle: 'dashed' }} />}
          >
            <AddressBlock
              title={t('form.from')}
              address={from}
              error={message(formState.errors.invoiceFrom?.message)}
              onEdit={() => setPicking('from')}
            />
            <AddressBlock
              title={t('form.to')}
              address={to}
              error={message(formState.errors.invoiceTo?.message)}
              onEdit={() => setPicking('to')}
            />
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              p: 3,
              bgcolor: 'action.hover',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'minmax(0, 1fr) minmax(0, 1fr)',
                md: 'repeat(4, minmax(0, 1fr))',
              },
            }}
          >
            <TextField label={t('form.number')} value={number} disabled />
            <Controller
              name="status"
              control={control}
              render={({ field }) => (
                <TextField select label={t('form.status')} {...field}>
                  {STORED_INVOICE_STATUSES.map((status) => (
                    <MenuItem key={status} value={status}>
                      {t(`status.${status}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <RHFTextField
              name="createDate"
              type="date"
              label={t('form.createDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <RHFTextField
              name="dueDate"
              type="date"
              label={t('form.dueDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <InvoiceItemsFields />
          <Box sx={{ px: 3, pb: 3 }}>
            <RHFTextField name="notes" label={t('form.notes')} multiline minRows={2} />
          </Box>
        </Card>
        <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button
            size="large"
            variant="outlined"
            color="inherit"
            loading={submitting === 'draft'}
            disabled={Boolean(submitting)}
            onClick={() => void save(false)()}
          >
            {t('form.saveDraft')}
          </Button>
          <Button
            type="submit"
            size="large"
            variant="contained"
            loading={submitting === 'send'}
            disabled={Boolean(submitting)}
          >
            {invoice ? t('form.updateSend') : t('form.createSend')}
          </Button>
        </Stack>
      </Box>
      <AddressPickerDialog
        open={picking !== null}
        title={picking === 'from' ? t('form.from') : t('form.to')}
        selectedId={picking === 'from' ? from?.id : to?.id}
        onClose={() => setPicking(null)}
        onSelect={(address) => {
          if (picking === 'from') {
            setFrom(address);
            setValue('invoiceFrom', address.id, {
              shouldValidate: formState.isSubmitted,
              shouldDirty: true,
            });
          } else {
            setTo(address);
            setValue('invoiceTo', address.id, {
              shouldValidate: formState.isSubmitted,
              shouldDirty: true,
            });
          }
          setPicking(null);
        }}
      />
    </FormProvider>
  );
}
