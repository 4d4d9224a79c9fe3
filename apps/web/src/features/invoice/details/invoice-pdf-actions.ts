// Invoice PDFs from rendered print sheets: download, print or a URL to view (jsPDF and
// html2canvas load on first use only).
import {
  downloadPdf,
  elementsToPdf,
  pdfObjectUrl,
  printPdf,
} from '../../../components/pdf/element-pdf.ts';

export async function downloadInvoicesPdf(sheets: HTMLElement[], fileName: string) {
  downloadPdf(await elementsToPdf(sheets), fileName);
}

export async function printInvoices(sheets: HTMLElement[]) {
  printPdf(await elementsToPdf(sheets));
}

export async function invoicePdfUrl(sheets: HTMLElement[]): Promise<string> {
  return pdfObjectUrl(await elementsToPdf(sheets));
}
