// Item rows (Title, Description, Service, Quantity, Price, Total, Remove), "+ Add item",
// Discount and Taxes, and the totals preview; the server recomputes the totals on save.
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVOICE_SERVICES, type InvoiceInput } from '@keel/contracts/invoices';
import { totals } from '@keel/contracts/money';
import { RHFNumberField } from '../../../components/form/rhf-number-field.tsx';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { useFormatters } from '../../../lib/formatters.ts';

export const EMPTY_ITEM = {
  title: '',
  description: '',
  service: '' as const,
  quantity: 1,
  price: 0,
};
const safe = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function InvoiceItemsFields() {
  const { t } = useTranslation('invoices');
  const { t: tv } = useTranslation('validation');
  const format = useFormatters();
  const { control, setValue, formState } = useFormContext<InvoiceInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' }) ?? [];
  const discount = safe(useWatch({ control, name: 'discount' }));
  const taxes = safe(useWatch({ control, name: 'taxes' }));
  // The same function the server stores with (packages/contracts/src/money.ts).
  const sums = totals(
    items.map((item) => ({ quantity: safe(item?.quantity), price: safe(item?.price) })),
    discount,
    taxes,
  );
  const itemsError = formState.errors.items as
    { message?: string; root?: { message?: string } } | undefined;
  const itemsMessage = itemsError?.message ?? itemsError?.root?.message;

  const total = (label: string, value: string, strong = false) => (
    <Stack
      direction="row"
      sx={{ justifyContent: 'flex-end', gap: 2, typography: strong ? 'subtitle1' : 'body2' }}
    >
      <Box sx={{ color: strong ? 'text.primary' : 'text.secondary' }}>{label}</Box>
      <Box sx={{ width: 160, textAlign: 'end', fontWeight: 600 }}>{value}</Box>
    </Stack>
  );

  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ color: 'text.disabled', mb: 3 }}>
        {t('form.details')}
      </Typography>
      <Stack divider={<Divider flexItem sx={{ borderStyle: 'dashed' }} />} spacing={3}>
        {fields.map((field, index) => (
          <Stack key={field.id} spacing={1.5} data-testid="invoice-item">
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <RHFTextField
                size="small"
                name={`items.${index}.title`}
                label={t('form.itemTitle')}
                sx={{ flex: { md: '1 1 0' } }}
              />
              <RHFTextField
                size="small"
                name={`items.${index}.description`}
                label={t('form.itemDescription')}
                sx={{ flex: { md: '1 1 0' } }}
              />
              <Controller
                name={`items.${index}.service`}
                control={control}
                render={({ field: service }) => (
                  <TextField
                    select
                    size="small"
                    label={t('form.service')}
                    value={service.value ?? ''}
                    onChange={(event) => {
                      service.onChange(event.target.value);
                      const chosen = INVOICE_SERVICES.find(
                        (entry) => entry.name === event.target.value,
                      );
                      if (chosen)
                        setValue(`items.${index}.price`, chosen.price, {
                          shouldValidate: formState.isSubmitted,
                        });
                    }}
                    sx={{ flex: { md: '0 0 190px' } }}
                  >
                    <MenuItem value="">
                      <em>{t('form.noService')}</em>
                    </MenuItem>
                    {INVOICE_SERVICES.map((service) => (
                      <MenuItem key={service.name} value={service.name}>
                        {t(`services.${service.name}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <RHFNumberField
                size="small"
                name={`items.${index}.quantity`}
                label={t('form.quantity')}
                sx={{ flex: { md: '0 0 88px' } }}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
              />
              <RHFNumberField
                size="small"
                name={`items.${index}.price`}
                label={t('form.price')}
                sx={{ flex: { md: '0 0 110px' } }}
                slotProps={{ htmlInput: { min: 0 } }}
              />
              <TextField
                size="small"
                label={t('form.total')}
                value={format.currency(sums.lines[index] ?? 0)}
                slotProps={{ input: { readOnly: true } }}
                sx={{ flex: { md: '0 0 120px' } }}
              />
            </Stack>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => remove(index)}
              sx={{ alignSelf: 'flex-end' }}
            >
              {t('form.removeItem')}
            </Button>
          </Stack>
        ))}
      </Stack>
      {itemsMessage && (
        <FormHelperText error>
          {tv(itemsMessage, {
            keySeparator: false,
            nsSeparator: false,
            defaultValue: itemsMessage,
          })}
        </FormHelperText>
      )}
      <Divider sx={{ my: 3, borderStyle: 'dashed' }} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' } }}
      >
        <Button
          size="small"
          color="primary"
          startIcon={<Add />}
          onClick={() => append({ ...EMPTY_ITEM })}
          sx={{ flexShrink: 0 }}
        >
          {t('form.addItem')}
        </Button>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', width: 1 }}>
          <RHFNumberField
            size="small"
            name="discount"
            label={t('form.discount')}
            sx={{ maxWidth: 140 }}
            slotProps={{ htmlInput: { min: 0 } }}
          />
          <RHFNumberField
            size="small"
            name="taxes"
            label={t('form.taxes')}
            sx={{ maxWidth: 140 }}
            slotProps={{ htmlInput: { min: 0 } }}
          />
        </Stack>
      </Stack>
      <Stack spacing={1.5} sx={{ mt: 3 }} aria-live="polite">
        {total(t('sheet.subtotal'), format.currency(sums.subtotal))}
        {total(t('sheet.discount'), sums.discount ? `-${format.currency(sums.discount)}` : '-')}
        {total(t('sheet.taxes'), sums.taxes ? format.currency(sums.taxes) : '-')}
        {total(t('sheet.totalPrice'), format.currency(sums.total), true)}
      </Stack>
    </Box>
  );
}
