// A transaction receipt: a PDF through Keel's one PDF path (packages/pdf: vector text, fonts for
// every language, loaded only when asked), downloaded or printed.
import type { BankTransaction } from '@keel/contracts/banking';
import { downloadBlob, printBlob, renderDocuments } from '../../../components/pdf/pdf-file.ts';
import { fCurrency, fDateTime } from '../../../lib/formatters.ts';

export interface ReceiptLabels {
  title: string;
  date: string;
  amount: string;
  status: string;
  description: string;
  /** The translated status word. */
  statusValue: string;
  dir: 'ltr' | 'rtl';
}

async function receiptPdf(row: BankTransaction, labels: ReceiptLabels): Promise<Blob> {
  const { receiptDocument } = await import('@keel/pdf/documents');
  const rows: [string, string][] = [
    [labels.description, row.description],
    [labels.date, fDateTime(row.date)],
    [labels.amount, `${row.type === 'income' ? '+' : '-'}${fCurrency(row.amount)}`],
    [labels.status, labels.statusValue],
    ['ID', row.id],
  ];
  return renderDocuments([receiptDocument(labels.title, rows, labels.dir)]);
}

export async function downloadReceipt(row: BankTransaction, labels: ReceiptLabels) {
  downloadBlob(await receiptPdf(row, labels), `receipt-${row.id.slice(0, 8)}.pdf`);
}

export async function printReceipt(row: BankTransaction, labels: ReceiptLabels) {
  printBlob(await receiptPdf(row, labels));
}
