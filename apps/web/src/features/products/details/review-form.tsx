// "Write your review": rating and comment, validated by the contract (docs/spec/pages.md#e-commerce).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '@keel/contracts/products';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useReviewProductMutation } from '../product.api.ts';

// The contract's schema (less the product, which the page knows), loaded with zod when the form
// first validates (lib/lazy-zod-resolver.ts): the product page itself carries no zod.
const resolver = lazyZodResolver<ReviewFormValues>(() =>
  import('@keel/contracts/products').then((contract) =>
    contract.ReviewInputSchema.omit({ productId: true }),
  ),
);
interface ReviewFormValues {
  rating: number;
  comment: string;
}

export function ReviewForm({
  productId,
  onDone,
  onCancel,
}: {
  productId: string;
  onDone: (product: Product) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('products');
  const { t: tv } = useTranslation('validation');
  const [serverError, setServerError] = useState('');
  // The review pages are read again (the mutation invalidates them).
  const [reviewProduct] = useReviewProductMutation();
  const methods = useForm<ReviewFormValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { rating: 0, comment: '' },
  });
  const { handleSubmit, control, setError, formState } = methods;

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      const { product } = await reviewProduct({ body: { productId, ...values } }).unwrap();
      onDone(product);
    } catch (failure) {
      setServerError(applyServerErrors(failure, setError, ['rating', 'comment']));
    }
  });

  return (
    <FormProvider {...methods}>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={2}
        sx={{ p: 3, borderRadius: 2, bgcolor: 'action.hover' }}
      >
        <Typography variant="subtitle1" component="h3">
          {t('reviews.write')}
        </Typography>
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
          name="rating"
          control={control}
          render={({ field, fieldState }) => (
            <Stack spacing={0.5}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" id="review-rating-label">
                  {t('reviews.yourRating')}
                </Typography>
                <Rating
                  name="rating"
                  value={field.value || null}
                  onChange={(_, value) => field.onChange(value ?? 0)}
                  aria-labelledby="review-rating-label"
                />
              </Stack>
              {fieldState.error?.message && (
                <FormHelperText error>
                  {tv(fieldState.error.message, {
                    keySeparator: false,
                    nsSeparator: false,
                    defaultValue: fieldState.error.message,
                  })}
                </FormHelperText>
              )}
            </Stack>
          )}
        />
        <RHFTextField name="comment" label={t('reviews.review')} multiline minRows={3} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button color="inherit" variant="outlined" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('reviews.post')}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
