// Loads one invoice for its details and edit pages, and names it in the page header once loaded.
import { useEffect } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useInvoiceQuery } from './invoices.api.ts';

export function useInvoice(id: string, onLoaded?: (invoiceNumber: string) => void) {
  const result = useInvoiceQuery({ query: { id } });
  // The invoice asked for, not the one shown before it while this one loads.
  const data = result.currentData?.invoice;
  useEffect(() => {
    if (data) onLoaded?.(data.invoiceNumber);
  }, [data, onLoaded]);
  return { data, error: errorMessage(result.error), reload: () => void result.refetch() };
}
