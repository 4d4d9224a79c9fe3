// The product form's field groups (docs/spec/pages.md#product-form product form): details, properties, pricing.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_COLORS,
  PRODUCT_GENDERS,
  PRODUCT_SIZES,
} from '@keel/contracts/products-constants';
import type { ProductInput } from '@keel/contracts/products';
import { LazyEditor } from '../../../components/editor/lazy-editor.tsx';
import { RHFNumberField } from '../../../components/form/rhf-number-field.tsx';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { ImageDropzone } from '../../../components/upload/image-dropzone.tsx';
import { mediaUrl } from '../../../lib/media-url.ts';
import { COLOR_KEYS } from '../product-display.ts';
import { uploadImage } from '../product.api.ts';

const SUGGESTED_TAGS = [
  'Running',
  'Outdoor',
  'Casual',
  'Lightweight',
  'Cotton',
  'Streetwear',
  'Travel',
  'Gift idea',
];

function useMessage() {
  const { t } = useTranslation('validation');
  return (message?: string) =>
    message
      ? t(message, { keySeparator: false, nsSeparator: false, defaultValue: message })
      : undefined;
}

const section = (title: string, subheader: string, children: React.ReactNode) => (
  <Card>
    <CardHeader
      title={title}
      subheader={subheader}
      slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      sx={{ mb: 3 }}
    />
    <Divider />
    <Stack spacing={3} sx={{ p: 3 }}>
      {children}
    </Stack>
  </Card>
);

export function ProductDetailsFields() {
  const { t } = useTranslation('products');
  const message = useMessage();
  const { control } = useFormContext<ProductInput>();
  return section(
    t('form.details'),
    t('form.detailsHint'),
    <>
      <RHFTextField name="name" label={t('form.name')} />
      <Controller
        name="description"
        control={control}
        render={({ field, fieldState }) => (
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="div">
              {t('form.description')}
            </Typography>
            <LazyEditor
              ariaLabel={t('form.description')}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message)}
            />
          </Stack>
        )}
      />
      <Controller
        name="images"
        control={control}
        render={({ field, fieldState }) => (
          <Stack spacing={1}>
            <Typography variant="subtitle2">{t('form.images')}</Typography>
            <ImageDropzone
              value={field.value ?? []}
              onChange={field.onChange}
              toSrc={mediaUrl}
              upload={async (file) => (await uploadImage(file)).upload.url}
              error={!!fieldState.error}
              helperText={message(
                fieldState.error?.message ??
                  (fieldState.error as { root?: { message?: string } } | undefined)?.root?.message,
              )}
            />
          </Stack>
        )}
      />
    </>,
  );
}

export function ProductPropertiesFields() {
  const { t } = useTranslation('products');
  const message = useMessage();
  const { control } = useFormContext<ProductInput>();
  return section(
    t('form.properties'),
    t('form.propertiesHint'),
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <RHFTextField name="code" label={t('form.code')} />
        <RHFTextField name="sku" label={t('form.sku')} />
        <RHFNumberField
          name="available"
          label={t('form.quantity')}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
        <Controller
          name="category"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              label={t('form.category')}
              {...field}
              value={field.value ?? ''}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message)}
            >
              {PRODUCT_CATEGORIES.map((category) => (
                <MenuItem key={category} value={category}>
                  {t(`category.${category}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="colors"
          control={control}
          render={({ field }) => (
            <Autocomplete
              multiple
              disableCloseOnSelect
              options={[...PRODUCT_COLORS]}
              value={field.value ?? []}
              onChange={(_, value) => field.onChange(value)}
              getOptionLabel={(option) => t(COLOR_KEYS[option] ?? option)}
              renderOption={({ key, ...props }, option) => (
                <li key={key} {...props}>
                  <Box
                    sx={{
                      width: 16,
                      height: 16,
                      mr: 1.5,
                      borderRadius: '50%',
                      bgcolor: option,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  />
                  {t(COLOR_KEYS[option] ?? option)}
                </li>
              )}
              renderValue={(values, getItemProps) =>
                values.map((option, index) => {
                  const { key, ...props } = getItemProps({ index });
                  return (
                    <Chip
                      key={key}
                      size="small"
                      {...props}
                      label={t(COLOR_KEYS[option] ?? option)}
                      avatar={
                        <Box
                          sx={{
                            bgcolor: option,
                            borderRadius: '50%',
                            border: 1,
                            borderColor: 'divider',
                          }}
                        />
                      }
                    />
                  );
                })
              }
              renderInput={(params) => <TextField {...params} label={t('form.colors')} />}
            />
          )}
        />
        <Controller
          name="sizes"
          control={control}
          render={({ field }) => (
            <Autocomplete
              multiple
              disableCloseOnSelect
              options={[...PRODUCT_SIZES]}
              value={field.value ?? []}
              onChange={(_, value) => field.onChange(value)}
              renderInput={(params) => <TextField {...params} label={t('form.sizes')} />}
            />
          )}
        />
      </Box>
      <Controller
        name="tags"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            freeSolo
            options={SUGGESTED_TAGS}
            value={field.value ?? []}
            onChange={(_, value) => field.onChange(value.map((tag) => tag.trim()).filter(Boolean))}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('form.tags')}
                placeholder={t('form.tagsPlaceholder')}
                error={!!fieldState.error}
                helperText={message(fieldState.error?.message)}
              />
            )}
          />
        )}
      />
      <Controller
        name="gender"
        control={control}
        render={({ field, fieldState }) => (
          <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend" sx={{ typography: 'subtitle2', color: 'text.primary' }}>
              {t('form.gender')}
            </FormLabel>
            <RadioGroup
              row
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {PRODUCT_GENDERS.map((gender) => (
                <FormControlLabel
                  key={gender}
                  value={gender}
                  control={<Radio />}
                  label={t(`gender.${gender}`)}
                />
              ))}
            </RadioGroup>
            {fieldState.error && (
              <FormHelperText error>{message(fieldState.error.message)}</FormHelperText>
            )}
          </Stack>
        )}
      />
    </>,
  );
}

export function ProductPricingFields() {
  const { t } = useTranslation('products');
  const { control } = useFormContext<ProductInput>();
  const includeTaxes = useWatch({ control, name: 'includeTaxes' });
  const dollar = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };
  return section(
    t('form.pricing'),
    t('form.pricingHint'),
    <>
      <RHFNumberField name="price" label={t('form.price')} placeholder="0.00" slotProps={dollar} />
      <RHFNumberField
        name="priceSale"
        nullable
        label={t('form.priceSale')}
        placeholder="0.00"
        slotProps={dollar}
      />
      <Controller
        name="includeTaxes"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
            label={t('form.includeTaxes')}
          />
        )}
      />
      {includeTaxes === false && (
        <RHFNumberField
          name="taxes"
          label={t('form.taxes')}
          placeholder="0"
          slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
        />
      )}
    </>,
  );
}
