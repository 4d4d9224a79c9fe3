// A transaction receipt: a PDF built in the browser (jspdf, loaded only when asked) or a print view.
import type { BankTransaction } from '@keel/contracts/banking';
import { fCurrency, fDateTime } from '../../../lib/formatters.ts';

export interface ReceiptLabels {
  title: string;
  date: string;
  amount: string;
  status: string;
  description: string;
}

function lines(row: BankTransaction, labels: ReceiptLabels): [string, string][] {
  return [
    [labels.description, row.description],
    [labels.date, fDateTime(row.date)],
    [labels.amount, `${row.type === 'income' ? '+' : '-'}${fCurrency(row.amount)}`],
    [labels.status, row.status],
    ['ID', row.id],
  ];
}

export async function downloadReceipt(row: BankTransaction, labels: ReceiptLabels) {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF();
  pdf.setFontSize(18);
  pdf.text(`Keel — ${labels.title}`, 20, 24);
  pdf.setFontSize(11);
  lines(row, labels).forEach(([label, value], index) => pdf.text(`${label}: ${value}`, 20, 44 + index * 10));
  pdf.save(`receipt-${row.id.slice(0, 8)}.pdf`);
}

export function printReceipt(row: BankTransaction, labels: ReceiptLabels) {
  const view = window.open('', '_blank', 'width=480,height=640');
  if (!view) return;
  const doc = view.document;
  doc.title = `Keel — ${labels.title}`;
  const heading = doc.createElement('h2');
  heading.textContent = `Keel — ${labels.title}`;
  doc.body.appendChild(heading);
  for (const [label, value] of lines(row, labels)) {
    const line = doc.createElement('p');
    const strong = doc.createElement('strong');
    strong.textContent = `${label}: `;
    line.append(strong, value);
    doc.body.appendChild(line);
  }
  view.focus();
  view.print();
}
