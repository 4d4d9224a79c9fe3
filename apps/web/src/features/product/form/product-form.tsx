// Create or edit a product (pages.md §11 /product/new, /product/{name}/edit): the contract's
// schema validates, the server's field errors land on their fields, and success returns to the list.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ProductInputSchema, type Product, type ProductInput } from '@keel/contracts/products';
import { changedFields } from '../../../lib/changed-fields.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { createProduct, updateProduct } from '../product.api.ts';
import {
  ProductDetailsFields,
  ProductPricingFields,
  ProductPropertiesFields,
} from './product-form-fields.tsx';

type FormValues = ProductInput;

const FIELDS = [
  'name',
  'description',
  'images',
  'code',
  'sku',
  'available',
  'gender',
  'category',
  'colors',
  'sizes',
  'tags',
  'price',
  'priceSale',
  'includeTaxes',
  'taxes',
] as const satisfies readonly (keyof FormValues)[];

function valuesOf(product?: Product): FormValues {
  return product
    ? {
        name: product.name,
        description: product.description,
        images: product.images,
        code: product.code,
        sku: product.sku,
        available: product.available,
        gender: product.gender,
        category: product.category,
        colors: product.colors as FormValues['colors'],
        sizes: product.sizes as FormValues['sizes'],
        tags: product.tags,
        price: product.price,
        priceSale: product.priceSale,
        includeTaxes: product.includeTaxes,
        taxes: product.taxes,
      }
    : ({
        name: '',
        description: '',
        images: [],
        code: '',
        sku: '',
        available: 0,
        colors: [],
        sizes: [],
        tags: [],
        price: Number.NaN,
        priceSale: null,
        includeTaxes: true,
        taxes: 0,
      } as unknown as FormValues);
}

export function ProductForm({ product }: { product?: Product }) {
  const { t } = useTranslation('shop');
  const { t: tv } = useTranslation('validation');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState('');
  const methods = useForm<FormValues, unknown, z.output<typeof ProductInputSchema>>({
    resolver: zodResolver(ProductInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(product),
  });
  const { handleSubmit, setError, formState } = methods;

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      if (product) {
        // Only what changed (pages.md §0 Items: `…/update { productId, product }`).
        const changes = changedFields(FIELDS, values, valuesOf(product));
        await updateProduct({ productId: product.id, product: changes });
        enqueueSnackbar(t('form.saved'));
      } else {
        await createProduct(values);
        enqueueSnackbar(t('form.created'));
      }
      navigate(paths.dashboard.eCommerce.list);
    } catch (failure) {
      setServerError(applyServerErrors(failure, setError, FIELDS));
    }
  });

  return (
    <FormProvider {...methods}>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={{ xs: 3, md: 5 }}
        sx={{ mx: 'auto', maxWidth: { xs: 720, xl: 880 } }}
      >
        {serverError && (
          <Alert severity="error" role="alert">
            {tv(serverError, {
              keySeparator: false,
              nsSeparator: false,
              defaultValue: serverError,
            })}
          </Alert>
        )}
        <ProductDetailsFields />
        <ProductPropertiesFields />
        <ProductPricingFields />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {product ? t('form.saveChanges') : t('form.create')}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
