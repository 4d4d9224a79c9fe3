// Create or edit an invoice (docs/spec/pages.md#invoices): From / To from the address book, number (server-
// assigned), status, dates, items; "Save as draft" and "Create & send" / "Update & send". An edit
// sends what changed and the version it started from; when someone saved in between (409), the
// merge dialog asks field by field (issue 17).
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
import { useEffect, useRef, useState } from 'react';
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
import {
  EditConflictDialog,
  type EditConflictDialogProps,
} from '../../../components/edit-conflict-dialog.tsx';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { changedFields } from '../../../lib/changed-fields.ts';
import { conflictingFields, showValue, staleSave } from '../../../lib/edit-conflict.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { isoDay } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import {
  useCreateInvoiceMutation,
  useInvoiceAddressesQuery,
  useNextInvoiceNumberQuery,
  useSendInvoicesMutation,
  useUpdateInvoiceMutation,
} from '../invoices.api.ts';
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

const EDITABLE = [
  'invoiceFrom',
  'invoiceTo',
  'status',
  'createDate',
  'dueDate',
  'items',
  'discount',
  'taxes',
  'notes',
] as const satisfies readonly (keyof InvoiceInput)[];
type Editable = (typeof EDITABLE)[number];
const LABEL_KEYS: Record<Editable, string> = {
  invoiceFrom: 'form.from',
  invoiceTo: 'form.to',
  status: 'form.status',
  createDate: 'form.createDate',
  dueDate: 'form.dueDate',
  items: 'form.details',
  discount: 'form.discount',
  taxes: 'form.taxes',
  notes: 'form.notes',
};

/** A field's value as the merge dialog shows it: addresses by name, items as "2 × Title". */
function shownValue(
  name: Editable,
  value: unknown,
  addresses: Record<string, string | undefined>,
): string {
  if (name === 'invoiceFrom' || name === 'invoiceTo')
    return showValue(addresses[String(value)] ?? value);
  if (name === 'items')
    return (value as InvoiceInput['items'])
      .map((item) => `${item.quantity} × ${item.title} (${item.price})`)
      .join(', ');
  return showValue(value);
}

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
  const { t } = useTranslation('invoices');
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
  const { t } = useTranslation('invoices');
  const { t: tv } = useTranslation('validation');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
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

  const [createInvoice] = useCreateInvoiceMutation();
  const [updateInvoice] = useUpdateInvoiceMutation();
  const [sendInvoices] = useSendInvoicesMutation();
  // A new invoice shows the number it will get and is "From" the workspace by default.
  const nextNumber = useNextInvoiceNumberQuery(undefined, { skip: Boolean(invoice) });
  const book = useInvoiceAddressesQuery({ query: { q: '' } }, { skip: Boolean(invoice) });
  const number = invoice?.invoiceNumber ?? nextNumber.data?.invoiceNumber ?? '';
  useEffect(() => {
    const workspace = book.data?.addresses.find((entry) => entry.isWorkspace);
    if (workspace && !methods.getValues('invoiceFrom')) {
      setFrom(workspace);
      setValue('invoiceFrom', workspace.id);
    }
  }, [book.data, methods, setValue]);

  // The version this form started from: a save from an older one gets 409 and the merge dialog.
  const version = useRef(invoice?.version);
  const [merge, setMerge] = useState<Omit<EditConflictDialogProps, 'open' | 'onCancel'>>();

  async function finish(saved: Invoice, send: boolean) {
    if (send) await sendInvoices({ body: { invoiceIds: [saved.id] } }).unwrap();
    enqueueSnackbar(invoice ? t('form.saved') : t('form.created'));
    navigate(paths.dashboard.invoice.view(saved.id));
  }

  /** Saves `changes`; when someone saved in between, asks field by field and saves the merge. */
  async function saveChanges(
    invoiceId: string,
    changes: Partial<InvoiceInput>,
    send: boolean,
  ): Promise<Invoice | undefined> {
    try {
      return (
        await updateInvoice({
          body: { invoiceId, invoice: changes, version: version.current },
        }).unwrap()
      ).invoice;
    } catch (failure) {
      const stale = staleSave<Invoice>(failure);
      if (!stale) throw failure;
      version.current = stale.current.version;
      const theirs = initialValues(stale.current);
      const differ = conflictingFields(changes, theirs) as Editable[];
      if (differ.length === 0) return saveChanges(invoiceId, changes, send);
      const names = {
        [stale.current.invoiceFrom.id]: stale.current.invoiceFrom.name,
        [stale.current.invoiceTo.id]: stale.current.invoiceTo.name,
        ...(from ? { [from.id]: from.name } : {}),
        ...(to ? { [to.id]: to.name } : {}),
      };
      setMerge({
        changedBy: stale.changedBy?.name ?? null,
        changedAt: stale.changedAt,
        fields: differ.map((name) => ({
          name,
          label: t(LABEL_KEYS[name]).replace(/:$/, ''),
          mine: shownValue(name, changes[name], names),
          theirs: shownValue(name, theirs[name], names),
        })),
        onResolve: async (choices) => {
          const kept = Object.fromEntries(
            Object.entries(changes).filter(([name]) => choices[name] !== 'theirs'),
          );
          setMerge(undefined);
          try {
            const saved = await saveChanges(invoiceId, kept, send);
            if (saved) await finish(saved, send);
          } catch (again) {
            setServerError(applyServerErrors(again, setError, FIELDS));
          }
        },
      });
      return undefined;
    }
  }

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
        if (invoice) {
          const changes = changedFields(EDITABLE, body, initialValues(invoice));
          const saved = await saveChanges(invoice.id, changes, send);
          if (saved) await finish(saved, send);
        } else {
          await finish((await createInvoice({ body }).unwrap()).invoice, send);
        }
      } catch (failure) {
        setServerError(applyServerErrors(failure, setError, FIELDS));
      } finally {
        setSubmitting('');
      }
    });

  return (
    <FormProvider {...methods}>
      {merge && <EditConflictDialog open {...merge} onCancel={() => setMerge(undefined)} />}
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
