// What the invoice details and edit pages show when the invoice fails to load.
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/load-failure.tsx';
import { paths } from '../../lib/paths.ts';

export function InvoiceLoadFailure({ error, onRetry }: { error: string; onRetry: () => void }) {
  const { t } = useTranslation('invoices');
  return (
    <LoadFailure
      error={error}
      notFoundMessage="Invoice not found"
      notFoundText={t('notFound')}
      retryLabel={t('retry')}
      onRetry={onRetry}
      backTo={paths.dashboard.invoice.list}
      backLabel={t('backToList')}
    />
  );
}
