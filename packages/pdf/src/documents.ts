// The documents Keel prints, as blocks for render.ts: the invoice (web download/print/view and
// the PDF attached when an invoice is sent), the order receipt, the banking receipt and the
// billing (plan) receipt. Labels come translated from the caller; money and dates formatted by it.
import type { Invoice } from '@keel/contracts/invoices';
import type { Block, PdfDocumentModel } from './model.ts';

export interface Formatters {
  money: (value: number) => string;
  date: (iso: string) => string;
}

export interface InvoiceLabels {
  invoice: string;
  status: string;
  from: string;
  to: string;
  createDate: string;
  dueDate: string;
  description: string;
  qty: string;
  unitPrice: string;
  total: string;
  subtotal: string;
  discount: string;
  taxes: string;
  totalPrice: string;
  notes: string;
  /** The status words, e.g. { paid: 'Paid' }. */
  statuses: Record<string, string>;
}

/** English, for the server (the PDF attached to a sent invoice). */
export const INVOICE_LABELS_EN: InvoiceLabels = {
  invoice: 'Invoice',
  status: 'Status',
  from: 'Invoice from',
  to: 'Invoice to',
  createDate: 'Date create',
  dueDate: 'Due date',
  description: 'Description',
  qty: 'Qty',
  unitPrice: 'Unit price',
  total: 'Total',
  subtotal: 'Subtotal',
  discount: 'Discount',
  taxes: 'Taxes',
  totalPrice: 'Total',
  notes: 'Notes',
  statuses: { paid: 'Paid', unpaid: 'Unpaid', overdue: 'Overdue', draft: 'Draft' },
};

const addressLines = (address: Invoice['invoiceFrom']) =>
  [address.name, address.company, address.address, address.email, address.phone].filter(Boolean);

export function invoiceDocument(
  invoice: Invoice,
  labels: InvoiceLabels,
  format: Formatters,
  dir: 'ltr' | 'rtl' = 'ltr',
): PdfDocumentModel {
  const blocks: Block[] = [
    { kind: 'heading', text: `${labels.invoice} ${invoice.invoiceNumber}` },
    {
      kind: 'text',
      text: `${labels.status}: ${labels.statuses[invoice.status] ?? invoice.status}`,
      muted: true,
    },
    { kind: 'gap', size: 8 },
    {
      kind: 'columns',
      columns: [
        { title: labels.from, lines: addressLines(invoice.invoiceFrom) },
        { title: labels.to, lines: addressLines(invoice.invoiceTo) },
      ],
    },
    {
      kind: 'columns',
      columns: [
        { title: labels.createDate, lines: [format.date(invoice.createDate)] },
        { title: labels.dueDate, lines: [format.date(invoice.dueDate)] },
      ],
    },
    {
      kind: 'table',
      columns: [
        { label: '#', width: 0.5 },
        { label: labels.description, width: 4 },
        { label: labels.qty, width: 1, align: 'end' },
        { label: labels.unitPrice, width: 1.6, align: 'end' },
        { label: labels.total, width: 1.6, align: 'end' },
      ],
      rows: invoice.items.map((item, index) => [
        String(index + 1),
        [item.title, item.description].filter(Boolean).join('\n'),
        String(item.quantity),
        format.money(item.price),
        format.money(item.total),
      ]),
    },
    {
      kind: 'pairs',
      narrow: true,
      strongLast: true,
      rows: [
        [labels.subtotal, format.money(invoice.subTotalPrice)],
        [labels.discount, invoice.discount ? `-${format.money(invoice.discount)}` : '-'],
        [labels.taxes, invoice.taxes ? format.money(invoice.taxes) : '-'],
        [labels.totalPrice, format.money(invoice.totalPrice)],
      ],
    },
  ];
  if (invoice.notes) {
    blocks.push(
      { kind: 'rule' },
      { kind: 'text', text: labels.notes, muted: true },
      { kind: 'text', text: invoice.notes },
    );
  }
  return { title: `${labels.invoice} ${invoice.invoiceNumber}`, dir, blocks };
}

/** A short receipt: a title, then label/value rows (banking and billing receipts). */
export function receiptDocument(
  title: string,
  rows: [string, string][],
  dir: 'ltr' | 'rtl' = 'ltr',
  footer?: string,
): PdfDocumentModel {
  const blocks: Block[] = [
    { kind: 'heading', text: 'Keel', size: 20 },
    { kind: 'heading', text: title, size: 14 },
    { kind: 'rule' },
    { kind: 'pairs', rows },
  ];
  if (footer) blocks.push({ kind: 'gap', size: 12 }, { kind: 'text', text: footer, muted: true });
  return { title, dir, blocks };
}

export interface OrderReceiptLabels {
  /** The heading, with the order number in it. */
  title: string;
  billing: string;
  product: string;
  qty: string;
  price: string;
  subtotal: string;
  discount: string;
  shipping: string;
  total: string;
}

export interface OrderForReceipt {
  orderNumber: string;
  createdAt: string;
  billing: { name: string; lines: string[] } | null;
  items: { name: string; detail: string; quantity: number; price: number; subtotal: number }[];
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

export function orderReceiptDocument(
  order: OrderForReceipt,
  labels: OrderReceiptLabels,
  format: Formatters,
  dir: 'ltr' | 'rtl' = 'ltr',
): PdfDocumentModel {
  const blocks: Block[] = [
    { kind: 'heading', text: labels.title },
    { kind: 'text', text: format.date(order.createdAt), muted: true },
    { kind: 'gap', size: 8 },
  ];
  if (order.billing) {
    blocks.push({
      kind: 'columns',
      columns: [{ title: labels.billing, lines: [order.billing.name, ...order.billing.lines] }],
    });
  }
  blocks.push(
    {
      kind: 'table',
      columns: [
        { label: labels.product, width: 4 },
        { label: labels.qty, width: 1, align: 'end' },
        { label: labels.price, width: 1.6, align: 'end' },
        { label: labels.subtotal, width: 1.6, align: 'end' },
      ],
      rows: order.items.map((item) => [
        [item.name, item.detail].filter(Boolean).join('\n'),
        String(item.quantity),
        format.money(item.price),
        format.money(item.subtotal),
      ]),
    },
    {
      kind: 'pairs',
      narrow: true,
      strongLast: true,
      rows: [
        [labels.subtotal, format.money(order.subtotal)],
        [labels.discount, order.discount ? `-${format.money(order.discount)}` : '-'],
        [labels.shipping, order.shipping ? format.money(order.shipping) : '-'],
        [labels.total, format.money(order.total)],
      ],
    },
  );
  return { title: labels.title, dir, blocks };
}
