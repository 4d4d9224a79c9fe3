// Loads the product named in the URL into the form; "Product not found" + back link otherwise.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Product } from '@keel/contracts/products';
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
      <Stack spacing={3} sx={{ py: 10, alignItems: 'center' }}>
        {error === 'Product not found' ? (
          <Typography variant="h5" component="p">
            {t('notFound')}
          </Typography>
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void load()}>
                {t('retry')}
              </Button>
            }
          >
            {error}
          </Alert>
        )}
        <Button
          component={RouterLink}
          to={paths.dashboard.eCommerce.list}
          startIcon={<ArrowBack />}
          color="inherit"
        >
          {t('backToList')}
        </Button>
      </Stack>
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
