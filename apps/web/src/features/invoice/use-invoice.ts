// Loads one invoice for its details and edit pages, and names it in the page header once loaded.
import { useEffect } from 'react';
import { useRequest } from '../../lib/use-request.ts';
import { fetchInvoice } from './invoice.api.ts';

export function useInvoice(id: string, onLoaded?: (invoiceNumber: string) => void) {
  const invoice = useRequest(
    (signal) => fetchInvoice(id, signal).then((result) => result.invoice),
    [id],
  );
  useEffect(() => {
    if (invoice.data) onLoaded?.(invoice.data.invoiceNumber);
  }, [invoice.data, onLoaded]);
  return invoice;
}
