// Loads the product named in the URL into the form; "Product not found" + back link otherwise.
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { paths } from '../../../lib/paths.ts';
import { useRequest } from '../../../lib/use-request.ts';
import { fetchProduct } from '../product.api.ts';
import { ProductForm } from './product-form.tsx';

export function ProductEditView({
  name,
  onLoaded,
}: {
  name: string;
  onLoaded?: (productName: string) => void;
}) {
  const { t } = useTranslation('shop');
  const product = useRequest(
    (signal) => fetchProduct(name, signal).then((result) => result.product),
    [name],
  );
  useEffect(() => {
    if (product.data) onLoaded?.(product.data.name);
  }, [product.data, onLoaded]);

  if (product.error) {
    return (
      <LoadFailure
        error={product.error}
        notFoundMessage="Product not found"
        notFoundText={t('notFound')}
        retryLabel={t('retry')}
        onRetry={product.reload}
        backTo={paths.dashboard.eCommerce.list}
        backLabel={t('backToList')}
      />
    );
  }
  if (!product.data) {
    return (
      <Stack
        spacing={3}
        sx={{ mx: 'auto', maxWidth: 720 }}
        aria-busy="true"
        aria-label={t('loading')}
      >
        <Skeleton variant="rounded" height={480} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  return <ProductForm product={product.data} />;
}
