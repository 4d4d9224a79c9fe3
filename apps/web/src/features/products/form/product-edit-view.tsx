// Loads the product named in the URL into the form; "Product not found" + back link otherwise.
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useProductQuery } from '../product.api.ts';
import { ProductForm } from './product-form.tsx';

export function ProductEditView({
  name,
  onLoaded,
}: {
  name: string;
  onLoaded?: (productName: string) => void;
}) {
  const { t } = useTranslation('products');
  const result = useProductQuery({ query: { name } }, { refetchOnMountOrArgChange: true });
  // The form starts from the product as it is now, not from a cached copy: a save from an older
  // version would be answered 409 (product-form.tsx).
  const [openedAt] = useState(Date.now);
  const product =
    (result.fulfilledTimeStamp ?? 0) >= openedAt ? result.currentData?.product : undefined;
  const error = errorMessage(result.error);
  useEffect(() => {
    if (product) onLoaded?.(product.name);
  }, [product, onLoaded]);

  if (error && !product) {
    return (
      <LoadFailure
        error={error}
        notFoundMessage="Product not found"
        notFoundText={t('notFound')}
        retryLabel={t('retry')}
        onRetry={() => void result.refetch()}
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
