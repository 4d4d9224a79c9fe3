// Loads the product named in the URL into the form; "Product not found" + back link otherwise.
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@keel/contracts/products';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { failureMessage } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
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
  const [product, setProduct] = useState<Product | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setError('');
    try {
      const result = await fetchProduct(name);
      setProduct(result.product);
      onLoaded?.(result.product.name);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }, [name, onLoaded]);

  useEffect(() => {
    void load();
  }, [load]);

  if (error) {
    return (
      <LoadFailure
        error={error}
        notFoundMessage="Product not found"
        notFoundText={t('notFound')}
        retryLabel={t('retry')}
        onRetry={() => void load()}
        backTo={paths.dashboard.eCommerce.list}
        backLabel={t('backToList')}
      />
    );
  }
  if (!product) {
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
  return <ProductForm product={product} />;
}
