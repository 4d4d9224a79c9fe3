// Create or edit a product (docs/spec/pages.md#product-form /product/new, /product/{name}/edit): the contract's
// schema validates, the server's field errors land on their fields, and success returns to the list.
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PRODUCT_INPUT_FIELDS } from '@keel/contracts/products-constants';
import type { ProductInputSchema, Product, ProductInput } from '@keel/contracts/products';
import { changedFields } from '../../../lib/changed-fields.ts';
import {
  EditConflictDialog,
  type EditConflictDialogProps,
} from '../../../components/edit-conflict-dialog.tsx';
import { conflictingFields, showValue, staleSave } from '../../../lib/edit-conflict.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateProductMutation, useUpdateProductMutation } from '../product.api.ts';
import {
  ProductDetailsFields,
  ProductPricingFields,
  ProductPropertiesFields,
} from './product-form-fields.tsx';

// The contract's schema, loaded with zod when the form first validates (lib/lazy-zod-resolver.ts):
// the page itself then carries no zod.
const resolver = lazyZodResolver<FormValues>(() =>
  import('@keel/contracts/products').then((contract) => contract.ProductInputSchema),
) as unknown as Resolver<FormValues, unknown, z.output<typeof ProductInputSchema>>;

type FormValues = ProductInput;

const FIELDS = PRODUCT_INPUT_FIELDS satisfies readonly (keyof FormValues)[];

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
  const { t } = useTranslation('products');
  const { t: tv } = useTranslation('validation');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState('');
  const methods = useForm<FormValues, unknown, z.output<typeof ProductInputSchema>>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(product),
  });
  const { handleSubmit, setError, formState } = methods;
  // The version this form started from: a save from an older one gets 409 and the merge dialog.
  const version = useRef(product?.version);
  const [merge, setMerge] = useState<Omit<EditConflictDialogProps, 'open' | 'onCancel'>>();
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();

  /** Saves `changes`; when someone saved in between, asks field by field and saves the merge. */
  async function saveChanges(productId: string, changes: Partial<FormValues>): Promise<boolean> {
    try {
      await updateProduct({
        body: { productId, product: changes, version: version.current },
      }).unwrap();
      return true;
    } catch (failure) {
      const stale = staleSave<Product>(failure);
      if (!stale) throw failure;
      version.current = stale.current.version;
      const differ = conflictingFields(changes, stale.current as unknown as FormValues);
      if (differ.length === 0) return saveChanges(productId, changes);
      setMerge({
        changedBy: stale.changedBy?.name ?? null,
        changedAt: stale.changedAt,
        fields: differ.map((name) => ({
          name,
          label: t(`form.${name === 'available' ? 'quantity' : name}`),
          mine: showValue(changes[name]),
          theirs: showValue((stale.current as unknown as FormValues)[name]),
        })),
        onResolve: async (choices) => {
          const kept = Object.fromEntries(
            Object.entries(changes).filter(([name]) => choices[name] !== 'theirs'),
          );
          setMerge(undefined);
          try {
            if (await saveChanges(productId, kept)) done(t('form.saved'));
          } catch (again) {
            setServerError(applyServerErrors(again, setError, FIELDS));
          }
        },
      });
      return false;
    }
  }

  function done(message: string) {
    enqueueSnackbar(message);
    navigate(paths.dashboard.eCommerce.list);
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      if (product) {
        // Only what changed (docs/spec/pages.md#api Items: `…/update { productId, product }`).
        const changes = changedFields(FIELDS, values, valuesOf(product));
        if (await saveChanges(product.id, changes)) done(t('form.saved'));
      } else {
        await createProduct({ body: values }).unwrap();
        done(t('form.created'));
      }
    } catch (failure) {
      setServerError(applyServerErrors(failure, setError, FIELDS));
    }
  });

  return (
    <FormProvider {...methods}>
      {merge && <EditConflictDialog open {...merge} onCancel={() => setMerge(undefined)} />}
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
